import { articlesPage } from "@worker/services/articles";
import { ArticleList } from "~/components/article-card";
import { Pager } from "~/components/pager";
import { canonicalPage, listTitle, requirePage } from "~/lib/page-route";
import { listPageMeta } from "~/lib/seo";
import { plural } from "@core/text/numbers";
import type { Route } from "./+types/blog";

export async function loader({ params }: Route.LoaderArgs) {
  const result = await articlesPage(requirePage(params.page));
  canonicalPage("/blog", params.page, result.page);
  return result;
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { articles, page, pageCount } = loaderData;
  return (
    <main className="page">
      <h1>Blog</h1>
      <p className="muted">Wpisy redakcji: o muzyce, o tekstach i o tym, czego w nich nie ma.</p>
      {articles.length === 0 ? <p>Redakcja jeszcze pisze. Albo udaje, że pisze.</p> : <ArticleList articles={articles} />}
      <Pager basePath="/blog" page={page} count={pageCount} />
    </main>
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.page ?? 1;
  return listPageMeta(matches, {
    title: listTitle("Blog", page),
    name: "Blog",
    basePath: "/blog",
    page,
    pages: loaderData?.pageCount ?? 1,
    description: `Blog redakcji: ${plural(loaderData?.total ?? 0, "wpis", "wpisy", "wpisów")} o muzyce, o tekstach i o tym, czego w nich nie ma.`,
  });
}
