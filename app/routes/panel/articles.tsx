import { Link, redirect } from "react-router";
import { articlesPage } from "@worker/services/articles";
import { deleteAccount } from "@worker/services/account-removal";
import { deleteArticle } from "@worker/services/moderation";
import { DeleteArticleForm } from "~/components/confirm-delete-form";
import { Pager } from "~/components/pager";
import { articleIdSchema } from "@core/schemas/article";
import { fail, parseInput } from "@core/result";
import { actionFailure } from "../../server/answer.server";
import { requirePermissionOrThrow } from "../../server/auth.server";
import { readForm, textField } from "../../server/read-form.server";
import { canonicalPage, requirePage } from "~/lib/page-route";
import { formatDate } from "@core/text/time";
import type { Route } from "./+types/articles";

export async function loader({ request, params }: Route.LoaderArgs) {
  // Product §8: anyone without the articles' permission sees 'brak dostępu' here; a
  // moderator's sections are the others (the site's navigation links them to the queue).
  await requirePermissionOrThrow(request, "article.manage", { page: true });
  const result = await articlesPage(requirePage(params.page));
  canonicalPage("/panel", params.page, result.page);
  return result;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "deleteArticle") {
    await requirePermissionOrThrow(request, "article.manage");
    const id = parseInput(articleIdSchema, form.get("article_id"));
    const outcome = id.ok ? await deleteArticle(request, id.value) : id;
    return outcome.ok ? { ok: true as const } : actionFailure(outcome);
  }
  if (intent === "deleteAccount") {
    await requirePermissionOrThrow(request, "account.delete");
    const contributions = textField(form, "contributions") === "trash" ? "trash" : "keep";
    const outcome = await deleteAccount(request, textField(form, "username"), contributions);
    return outcome.ok ? redirect("/") : actionFailure(outcome);
  }
  return actionFailure(fail("invalid", "Nieznana operacja."));
}

export default function Panel({ loaderData }: Route.ComponentProps) {
  const { articles, page, pageCount } = loaderData;
  return (
    <main className="page">
      <h1>Panel: artykuły</h1>
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
