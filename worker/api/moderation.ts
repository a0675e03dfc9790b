// The moderators' and the admin's calls. The spec's delete calls send {<kind>_id, userdata}:
// userdata is ignored, the session decides. Each call is refused up front for a session
// without the permission (401/403 whatever the body says), and the service checks again.
import { Hono } from "hono";
import { parseInput } from "@core/result";
import { articleIdSchema, articleSchema } from "@core/schemas/article";
import { idSchema } from "@core/schemas/ids";
import { saveArticle } from "../services/articles-write";
import { DELETIONS, type DeletableKind, deleteArticle, deleteItem } from "../services/moderation";
import { reportItem } from "../services/reports";
import { readUpload, storeUpload, UPLOAD_PATH_PREFIX } from "../services/uploads";
import { reportSchema } from "@core/schemas/reports";
import { answer } from "./answer";
import { type AuthedEnv, guard } from "./auth-guard";
import { readBody } from "./body";

export const moderationApi = new Hono<AuthedEnv>();

const DELETE_PATHS: Record<DeletableKind, string> = {
  annotation: "/deleteAnnotation",
  comment: "/deleteComment",
  translation: "/deleteTranslation",
  element: "/deleteElement",
  song: "/deleteSong",
  artist: "/deleteArtist",
  sync: "/deleteSync",
};

for (const [kind, path] of Object.entries(DELETE_PATHS) as [DeletableKind, string][]) {
  const { permission, field } = DELETIONS[kind];
  moderationApi.post(path, guard(permission), async (c) => {
    const id = parseInput(idSchema(`Nieprawidłowe pole ${field}.`), (await readBody(c))[field]);
    return answer(c, id.ok ? await deleteItem(c.req.raw, kind, id.value) : id, "status");
  });
}

moderationApi.post("/saveArticle", guard("article.manage"), async (c) => {
  const input = parseInput(articleSchema, (await readBody(c)).article, "Nieprawidłowy artykuł.");
  return answer(c, input.ok ? await saveArticle(c.req.raw, input.value) : input, "status", (saved) => saved);
});

// {article}: the article object (its article_id) or the bare id.
moderationApi.post("/deleteArticle", guard("article.manage"), async (c) => {
  const { article } = await readBody(c);
  const raw = article && typeof article === "object" ? (article as Record<string, unknown>).article_id : article;
  const id = parseInput(articleIdSchema, raw);
  return answer(c, id.ok ? await deleteArticle(c.req.raw, id.value) : id, "status");
});

// Multipart with a `file` field; answers {status: "success", name, path}.
moderationApi.post("/upload", guard("article.manage"), async (c) => {
  const body = await readBody(c);
  return answer(c, await storeUpload(c.req.raw, body.file), "status", (uploaded) => uploaded);
});

moderationApi.get("/upload/*", async (c) => {
  const key = new URL(c.req.url).pathname.slice(UPLOAD_PATH_PREFIX.length);
  const upload = await readUpload(key);
  return upload.ok ? upload.value : answer(c, upload, "plain");
});

// POST /api/report {kind, item_id, reason, note?, g-recaptcha-response} (decision 043):
// {result: "success", message: 'Dziękujemy, sprawdzimy to.'}.
moderationApi.post("/report", async (c) => {
  const input = parseInput(reportSchema, await readBody(c));
  return answer(c, input.ok ? await reportItem(c.req.raw, input.value) : input, "result", ({ message }) => ({ message }));
});
