import { Link } from "react-router";
import { articleDescription, firstImageSrc } from "@worker/services/article-text";
import { getArticle, recentArticles } from "@worker/services/articles";
import { newestSongs } from "@worker/services/songs";
import { articleHref } from "~/components/article-card";
import { AdSlot } from "~/components/ad-slot";
import { Breadcrumb } from "~/components/breadcrumb";
import { DateTime } from "~/components/date-time";
import { NOT_FOUND_TITLE } from "~/components/not-found";
import { SidebarColumn, SidebarWidget } from "~/components/sidebar-widget";
import { NEW_ARTICLES_WIDGET, SIDEBAR_KEPT, SITE_NAME } from "@core/constants";
import { cutArticleTitle } from "@core/text/text-cut";
import { absolute, breadcrumbLd, NOT_FOUND_DESCRIPTION, originFrom, pageMeta } from "~/lib/seo";
import { valueOrThrow } from "../server/answer.server";
import type { Route } from "./+types/article";

export async function loader({ params }: Route.LoaderArgs) {
  const [found, latest, songs] = await Promise.all([getArticle(params.url), recentArticles(NEW_ARTICLES_WIDGET), newestSongs(SIDEBAR_KEPT)]);
  const article = valueOrThrow(found);
  const [description, image] = await Promise.all([articleDescription(article.article_text), firstImageSrc(article.article_text)]);
  return { article, description, image, latest, songs };
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, latest, songs } = loaderData;
  return (
    <main className="page with-sidebar">
      <article>
        <Breadcrumb trail={[{ to: "/blog", label: "Blog" }]} />
        <h1>{article.article_title}</h1>
        <p className="muted">
          <DateTime timestamp={article.article_timestamp} />
        </p>
        {/* Sanitised with an allow-list by the service (worker/services/article-html.ts). */}
        <div className="article-body" dangerouslySetInnerHTML={{ __html: article.article_text }} />
        <AdSlot type={1} />
      </article>
      <SidebarColumn>
        <section className="sidebar-widget">
          <h2>Nowe artykuły</h2>
          <ul className="widget-list">
            {latest.map((item) => (
              <li key={item.article_id}>
                <Link to={articleHref(item.article_url)} title={item.article_title}>
                  {cutArticleTitle(item.article_title)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <SidebarWidget songs={songs} title="Nowe piosenki" emptyText="Brak piosenek. Na razie." />
      </SidebarColumn>
    </main>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(matches, { title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION, path: null, robots: "noindex" });
  const { article, description, image } = loaderData;
  const origin = originFrom(matches);
  const path = articleHref(article.article_url);
  // Link previews take raster images only: an SVG illustration falls back to the site's card.
  const shareImage = image && !/\.svg(?:$|\?)/i.test(image) ? { url: image, alt: article.article_title } : undefined;
  const published = new Date(article.article_timestamp * 1000).toISOString();
  return pageMeta(matches, {
    title: `${article.article_title} | ${SITE_NAME}`,
    description,
    path,
    type: "article",
    image: shareImage,
    jsonLd: [
      {
        "@type": "BlogPosting",
        headline: article.article_title,
        description,
        datePublished: published,
        inLanguage: "pl",
        url: absolute(origin, path),
        mainEntityOfPage: absolute(origin, path),
        ...(shareImage ? { image: absolute(origin, shareImage.url) } : {}),
        author: { "@type": "Organization", name: `Redakcja ${SITE_NAME}`, url: `${origin}/` },
        publisher: { "@type": "Organization", name: SITE_NAME, url: `${origin}/` },
      },
      breadcrumbLd(origin, [
        { name: "Blog", path: "/blog" },
        { name: article.article_title, path },
      ]),
    ],
  });
}
