import { useHydrated } from "~/lib/use-hydrated";
import { browserOnly } from "~/lib/browser-only";
import { lazy, Suspense, useRef, useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { getArticle } from "@worker/services/articles";
import { saveArticle } from "@worker/services/articles-write";
import { deleteArticle } from "@worker/services/moderation";
import { ImageUpload, type UploadedImage } from "~/components/article-editor/image-upload";
import type { RichEditorHandle } from "~/components/article-editor/rich-editor";
import { articleHref } from "~/components/article-card";
import { DeleteArticleForm } from "~/components/confirm-delete-form";
import { articleIdSchema, articleSchema } from "@core/schemas/article";
import { ARTICLE_MESSAGES, ARTICLE_TITLE_MAX, articleRequiredError } from "@core/rules/article";
import { fail, parseInput } from "@core/result";
import { actionFailure, valueOrThrow } from "../server/answer.server";
import type { ActionFailure } from "@core/pages/answers";
import { requirePermissionOrThrow } from "../server/auth.server";
import { loadChunk } from "~/lib/chunk-load";
import { readForm } from "../server/read-form.server";
import { SITE_NAME } from "@core/constants";
import { simplePageMeta } from "~/lib/seo";
import type { Route } from "./+types/article-edit";

// Lexical is loaded here only, after hydration, as its own chunk (decision 023).
const RichEditor = lazy(() =>
  loadChunk("article-editor", () => (import.meta.env.SSR ? browserOnly("article-editor") : import("~/components/article-editor/rich-editor"))).then(
    (module) => ({ default: module.RichEditor }),
  ),
);

export async function loader({ request, params }: Route.LoaderArgs) {
  // Like /panel: a non-admin sees 'brak dostępu' (the root error boundary), with a 403.
  await requirePermissionOrThrow(request, "article.manage", { page: true });
  if (params.url === undefined) return { article: null };
  const article = valueOrThrow(await getArticle(params.url));
  const { article_id, article_title, article_text, article_url } = article;
  return { article: { article_id, article_title, article_text, article_url } };
}

async function save(request: Request, form: FormData) {
  const fields = {
    article_id: form.get("article_id") || undefined,
    article_title: form.get("article_title") ?? "",
    article_text: form.get("article_text") ?? "",
  };
  // Sent back so the page without JavaScript shows what was typed next to the message.
  const values = { title: String(fields.article_title), text: String(fields.article_text) };
  const parsed = parseInput(articleSchema, fields, ARTICLE_MESSAGES.invalid);
  const outcome = parsed.ok ? await saveArticle(request, parsed.value) : parsed;
  if (!outcome.ok) return actionFailure(outcome, { intent: "save", values });
  return redirect(articleHref(outcome.value.article_url));
}

async function remove(request: Request, form: FormData) {
  const id = parseInput(articleIdSchema, form.get("article_id"));
  const outcome = id.ok ? await deleteArticle(request, id.value) : id;
  if (!outcome.ok) return actionFailure(outcome, { intent: "delete" });
  return redirect("/panel");
}

export async function action({ request }: Route.ActionArgs) {
  await requirePermissionOrThrow(request, "article.manage");
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "save") return save(request, form);
  if (intent === "delete") return remove(request, form);
  return actionFailure(fail("invalid", "Nieznana operacja."));
}

type EditedArticle = { article_id: number; article_title: string; article_text: string; article_url: string };

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
/** "okładka.png" → "okładka": the file name is the best alt text we have. */
const altFromName = (name: string) => name.replace(/\.[a-z0-9]{2,5}$/i, "");

function ArticleForm({ article, failed }: { article: EditedArticle | null; failed: ActionFailure | undefined }) {
  const navigation = useNavigation();
  const [title, setTitle] = useState(failed?.values?.title ?? article?.article_title ?? "");
  const [html, setHtml] = useState(failed?.values?.text ?? article?.article_text ?? "");
  const [rawHtml, setRawHtml] = useState(false);
  const hydrated = useHydrated();
  const [clientError, setClientError] = useState<string | null>(null);
  const editor = useRef<RichEditorHandle>(null);
  const source = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // Without JavaScript (and until hydration) the textarea is the editor.
  const rich = hydrated && !rawHtml;
  const submitting = navigation.state === "submitting";
  const error = clientError ?? (navigation.state === "idle" ? failed?.error : undefined);
  const editPath = article ? `/artykul_edit/${encodeURIComponent(article.article_url)}` : "/artykul_edit";

  const insertImage = ({ name, path }: UploadedImage) => {
    const alt = altFromName(name);
    if (rich) {
      editor.current?.insertImage(path, alt);
      return;
    }
    const start = source.current?.selectionStart ?? html.length;
    const end = source.current?.selectionEnd ?? start;
    setHtml(`${html.slice(0, start)}<img src="${escapeAttribute(path)}" alt="${escapeAttribute(alt)}">${html.slice(end)}`);
  };

  return (
    <main className="page article-editor-page">
      <h1>{article ? "Edycja artykułu" : "Nowy artykuł"}</h1>
      <Form
        id="article-form"
        method="post"
        action={editPath}
        className="article-editor-form"
        noValidate
        onSubmit={(event) => {
          // Product §5.11: both are required; the server checks again after sanitising.
          const message = articleRequiredError(title, html);
          setClientError(message);
          if (message) event.preventDefault();
        }}
      >
        {article && <input type="hidden" name="article_id" value={article.article_id} />}
        <label className="editor-field">
          Tytuł
          <input name="article_title" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={ARTICLE_TITLE_MAX} />
        </label>
        {hydrated ? (
          <ImageUpload onUploaded={insertImage} inputRef={fileInput} />
        ) : (
          <noscript>
            <p className="muted">Przesyłanie obrazów działa tylko z włączonym JavaScriptem.</p>
          </noscript>
        )}
        <div className="editor-field">
          <div className="editor-field-head">
            <span id="article-text-label">Treść</span>
            {hydrated && (
              <button type="button" className="toolbar-button" aria-pressed={rawHtml} onClick={() => setRawHtml(!rawHtml)}>
                Surowy HTML
              </button>
            )}
          </div>
          {rich && (
            <Suspense fallback={<p className="muted editor-loading">Ładowanie edytora…</p>}>
              {/* Remounted after the raw-HTML view, so it re-imports what was typed there. */}
              <RichEditor
                initialHtml={html}
                onChange={setHtml}
                onPickImage={() => fileInput.current?.click()}
                handle={editor}
                labelledBy="article-text-label"
              />
            </Suspense>
          )}
          <textarea
            ref={source}
            name="article_text"
            className="html-source"
            aria-labelledby="article-text-label"
            value={html}
            onChange={(event) => setHtml(event.target.value)}
            hidden={rich}
            rows={18}
            spellCheck={false}
          />
        </div>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </Form>
      <div className="editor-actions">
        <button type="submit" form="article-form" name="intent" value="save" disabled={submitting}>
          Zapisz
        </button>
        <Link className="button secondary" to="/panel">
          Wróć
        </Link>
        {article && <DeleteArticleForm action={editPath} intent="delete" article={article} label="Usuń artykuł" />}
      </div>
    </main>
  );
}

export default function ArticleEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ArticleForm
      key={loaderData.article?.article_id ?? "nowy"}
      article={loaderData.article}
      failed={actionData?.ok === false ? actionData : undefined}
    />
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const article = loaderData?.article ?? null;
  const title = article ? `Edycja: ${article.article_title}` : loaderData ? "Nowy artykuł" : "Edytor artykułów";
  return simplePageMeta(matches, {
    title: `${title} | ${SITE_NAME}`,
    description: "Edytor artykułów bloga.",
    path: "/artykul_edit",
    robots: "noindex",
  });
}
