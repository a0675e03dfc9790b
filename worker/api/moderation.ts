import { Hono, type Context } from "hono";
import { articleSchema, positiveIdSchema } from "../../app/lib/article-schema";
import {
  deleteAnnotation,
  deleteArticle,
  deleteArtist,
  deleteComment,
  deleteElement,
  deleteSong,
  deleteTranslation,
  saveArticle,
  type ModerationAnswer,
} from "../services/moderation";
import { readUpload, storeUpload, UPLOAD_PATH_PREFIX } from "../services/uploads";
import { requireAdmin, type AdminEnv } from "./auth-guard";
import { readBody } from "./body";

export const moderationApi = new Hono<AdminEnv>();

function reply(c: Context, outcome: ModerationAnswer) {
  if (outcome.status === "success") return c.json({ status: "success" });
  return c.json({ status: "error", error: outcome.error }, outcome.httpStatus);
}

// The spec's delete calls: {<kind>_id, userdata}. userdata is ignored; the session decides.
const deletes: [path: string, field: string, remove: (id: number) => Promise<ModerationAnswer>][] = [
  ["/deleteComment", "comment_id", deleteComment],
  ["/deleteTranslation", "translation_id", deleteTranslation],
  ["/deleteElement", "element_id", deleteElement],
  ["/deleteSong", "song_id", deleteSong],
  ["/deleteArtist", "artist_id", deleteArtist],
  ["/deleteAnnotation", "annotation_id", deleteAnnotation],
];

for (const [path, field, remove] of deletes) {
  moderationApi.post(path, requireAdmin, async (c) => {
    const id = positiveIdSchema.safeParse((await readBody(c))[field]);
    if (!id.success) return c.json({ status: "error", error: `Nieprawidłowe pole ${field}.` }, 400);
    return reply(c, await remove(id.data));
  });
}

moderationApi.post("/saveArticle", requireAdmin, async (c) => {
  const parsed = articleSchema.safeParse((await readBody(c)).article);
  if (!parsed.success) {
    return c.json({ status: "error", error: parsed.error.issues[0]?.message ?? "Nieprawidłowy artykuł." }, 400);
  }
  const outcome = await saveArticle(parsed.data, c.get("user").id);
  if (outcome.status === "error") return c.json({ status: "error", error: outcome.error }, outcome.httpStatus);
  return c.json(outcome);
});

// {article}: the article object (its article_id) or the bare id.
moderationApi.post("/deleteArticle", requireAdmin, async (c) => {
  const { article } = await readBody(c);
  const raw = article && typeof article === "object" ? (article as Record<string, unknown>).article_id : article;
  const id = positiveIdSchema.safeParse(raw);
  if (!id.success) return c.json({ status: "error", error: "Nieprawidłowy artykuł." }, 400);
  return reply(c, await deleteArticle(id.data));
});

// Multipart with a `file` field; answers {name, path}.
moderationApi.post("/upload", requireAdmin, async (c) => {
  const body = await readBody(c);
  const outcome = await storeUpload(body.file, c.get("user").id);
  if (!outcome.ok) return c.json({ status: "error", error: outcome.error }, outcome.status);
  return c.json({ name: outcome.name, path: outcome.path });
});

moderationApi.get("/upload/*", async (c) => {
  const key = new URL(c.req.url).pathname.slice(UPLOAD_PATH_PREFIX.length);
  const response = /^images\/[0-9a-f-]{36}\.(jpg|png|gif|webp)$/.test(key) ? await readUpload(key) : null;
  return response ?? c.json({ error: "Nie ma takiego pliku." }, 404);
});
