import { Link, data, redirect } from "react-router";
import { articlesPage } from "../../worker/services/articles";
import { deleteAccount } from "../../worker/services/accounts";
import { deleteArticle } from "../../worker/services/moderation";
import { DeleteArticleForm } from "~/components/confirm-delete-form";
import { Pager } from "~/components/pager";
import { ARTICLE_MESSAGES, positiveIdSchema } from "~/lib/article-schema";
import { actionFailure } from "~/lib/answer.server";
import { requireAdmin } from "~/lib/auth.server";
import { SITE_NAME } from "~/lib/constants";
import { readForm, textField } from "~/lib/read-form.server";
import { simplePageMeta } from "~/lib/seo";
import { canonicalPage, requirePage } from "~/lib/page-route";
import { formatDate } from "~/lib/time";
import type { Route } from "./+types/panel";

export async function loader({ request, params }: Route.LoaderArgs) {
  // Spec §8: a non-admin sees 'brak dostępu' (the root error boundary), with a 403.
  await requireAdmin(request, { page: true });
  const result = await articlesPage(requirePage(params.page));
  canonicalPage("/panel", params.page, result.page);
  return result;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "deleteArticle") {
    const id = positiveIdSchema.safeParse(form.get("article_id"));
    if (!id.success) return data({ error: ARTICLE_MESSAGES.invalid }, { status: 400 });
    const outcome = await deleteArticle(id.data);
    return outcome.ok ? { error: undefined } : actionFailure(outcome);
  }
  if (intent === "deleteAccount") {
    const outcome = await deleteAccount(user, textField(form, "username"));
    return outcome.ok ? redirect("/") : actionFailure(outcome);
  }
  return data({ error: "Nieznana operacja." }, { status: 400 });
}

export default function Panel({ loaderData }: Route.ComponentProps) {
  const { articles, page, pageCount } = loaderData;
  return (
    <main className="page">
      <h1>Panel administratora</h1>
      <p>
        <Link className="button" to="/artykul_edit">
          Nowy artykuł
        </Link>
      </p>
      {articles.length === 0 ? (
        <p className="muted">Nie ma jeszcze żadnych artykułów.</p>
      ) : (
        <table className="panel-table">
          <thead>
            <tr>
              <th scope="col">Tytuł</th>
              <th scope="col">Data</th>
              <th scope="col">Edycja</th>
              <th scope="col">Usuwanie</th>
            </tr>
          </thead>
          <tbody>
            {articles.map((article) => (
              <tr key={article.article_id}>
                <td>
                  <Link to={`/artykul/${encodeURIComponent(article.article_url)}`}>{article.article_title}</Link>
                </td>
                <td>{formatDate(article.article_timestamp)}</td>
                <td>
                  <Link to={`/artykul_edit/${encodeURIComponent(article.article_url)}`}>Edytuj</Link>
                </td>
                <td>
                  <DeleteArticleForm action={page > 1 ? `/panel/${page}` : "/panel"} intent="deleteArticle" article={article} label="Usuń" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager basePath="/panel" page={page} count={pageCount} />
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Panel administratora | ${SITE_NAME}`,
    description: "Panel administratora: artykuły bloga.",
    path: "/panel",
    robots: "noindex",
  });
}
