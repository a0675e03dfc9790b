import { Link, data, redirect } from "react-router";
import { NO_ACCESS_MESSAGE, NO_SESSION_MESSAGE } from "../../worker/api/auth-guard";
import { articlesPage } from "../../worker/services/articles";
import { deleteAccount } from "../../worker/services/accounts";
import { deleteArticle } from "../../worker/services/moderation";
import { getSessionUser } from "../../worker/services/session";
import { DeleteArticleForm } from "~/components/confirm-delete-form";
import { Pager } from "~/components/pager";
import { ARTICLE_MESSAGES, positiveIdSchema } from "~/lib/article-schema";
import { SITE_NAME } from "~/lib/constants";
import { canonicalPage, requirePage } from "~/lib/page-route";
import { formatDate } from "~/lib/time";
import "~/styles/accounts.css";
import type { Route } from "./+types/panel";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  // Spec §8: a non-admin sees 'brak dostępu', and the server says so too (403).
  if (user?.role !== "admin") return data({ allowed: false as const, message: NO_ACCESS_MESSAGE }, { status: 403 });
  const result = await articlesPage(requirePage(params.page));
  canonicalPage("/panel", params.page, result.page);
  return { allowed: true as const, ...result };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  if (!user) return data({ error: NO_SESSION_MESSAGE }, { status: 401 });
  if (user.role !== "admin") return data({ error: NO_ACCESS_MESSAGE }, { status: 403 });
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "deleteArticle") {
    const id = positiveIdSchema.safeParse(form.get("article_id"));
    if (!id.success) return data({ error: ARTICLE_MESSAGES.invalid }, { status: 400 });
    const outcome = await deleteArticle(id.data);
    if (outcome.status === "error") return data({ error: outcome.error }, { status: outcome.httpStatus });
    return { error: undefined };
  }
  if (intent === "deleteAccount") {
    const outcome = await deleteAccount(user, String(form.get("username") ?? ""));
    if (outcome.status === "error") return data({ error: outcome.error }, { status: outcome.httpStatus });
    return redirect("/");
  }
  return data({ error: "Nieznana operacja." }, { status: 400 });
}

export default function Panel({ loaderData }: Route.ComponentProps) {
  if (!loaderData.allowed) {
    return (
      <main className="page">
        <h1>Panel administratora</h1>
        <p className="form-error" role="alert">
          {loaderData.message}
        </p>
      </main>
    );
  }
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

export function meta() {
  return [{ title: `Panel administratora | ${SITE_NAME}` }];
}
