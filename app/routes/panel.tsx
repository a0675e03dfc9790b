import { Link, redirect } from "react-router";
import { articlesPage } from "@worker/services/articles";
import { deleteAccount } from "@worker/services/accounts";
import { lookAlikeAccounts } from "@worker/services/look-alike-names";
import { deleteArticle } from "@worker/services/moderation";
import { DeleteArticleForm } from "~/components/confirm-delete-form";
import { Pager } from "~/components/pager";
import { articleIdSchema } from "@core/schemas/article";
import { fail, parseInput } from "@core/result";
import { actionFailure } from "../server/answer.server";
import { requirePermissionOrThrow } from "../server/auth.server";
import { SITE_NAME } from "@core/constants";
import { readForm, textField } from "../server/read-form.server";
import { simplePageMeta } from "~/lib/seo";
import { canonicalPage, requirePage } from "~/lib/page-route";
import { formatDate } from "@core/text/time";
import { profileHref } from "@core/text/urlname";
import type { Route } from "./+types/panel";

export async function loader({ request, params }: Route.LoaderArgs) {
  // Product §8: a non-admin sees 'brak dostępu' (the root error boundary), with a 403.
  await requirePermissionOrThrow(request, "article.manage", { page: true });
  const [result, lookAlikes] = await Promise.all([articlesPage(requirePage(params.page)), lookAlikeAccounts(request)]);
  canonicalPage("/panel", params.page, result.page);
  return { ...result, lookAlikes: lookAlikes.ok ? lookAlikes.value : [] };
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
    const outcome = await deleteAccount(request, textField(form, "username"));
    return outcome.ok ? redirect("/") : actionFailure(outcome);
  }
  return actionFailure(fail("invalid", "Nieznana operacja."));
}

export default function Panel({ loaderData }: Route.ComponentProps) {
  const { articles, page, pageCount, lookAlikes } = loaderData;
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
      {lookAlikes.length > 0 && (
        <section aria-labelledby="podobne-nazwy">
          <h2 id="podobne-nazwy">Konta o nazwach podobnych do starszych</h2>
          <p className="muted">
            Te nazwy wyglądają jak nazwy starszych kont. Nikogo nie przemianowaliśmy: zdecyduj, czy trzeba poprosić właściciela o zmianę.
          </p>
          <ul>
            {lookAlikes.map((account) => (
              <li key={account.user_id}>
                <Link to={profileHref(account.user_name)}>{account.user_name}</Link>
                {account.looks_like && (
                  <>
                    {" "}
                    wygląda jak <Link to={profileHref(account.looks_like)}>{account.looks_like}</Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
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
