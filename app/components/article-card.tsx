import { PLACEHOLDER_THUMB } from "@core/pages/thumbnail";
import { ListLink } from "~/components/list-link";
import { cutArticleTitle } from "@core/text/text-cut";
import { DateTime } from "./date-time";

type Summary = { article_id: number; article_title: string; article_url: string; article_timestamp: number; article_thumbnail: string | null };

export const articleHref = (url: string) => `/artykul/${encodeURIComponent(url)}`;

/** A blog entry: thumbnail from the article's first image, title cut at 64, date. */
export function ArticleCard({ article }: { article: Summary }) {
  return (
    <ListLink to={articleHref(article.article_url)} title={article.article_title}>
      <img src={article.article_thumbnail ?? PLACEHOLDER_THUMB} width={320} height={180} alt="" loading="lazy" decoding="async" />
      <h2>{cutArticleTitle(article.article_title)}</h2>
      <DateTime timestamp={article.article_timestamp} />
    </ListLink>
  );
}

/** The grid of article cards (blog pages, home). */
export function ArticleList({ articles }: { articles: Summary[] }) {
  return (
    <ul className="blog-list">
      {articles.map((article) => (
        <li key={article.article_id}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
