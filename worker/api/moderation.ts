import { Hono } from "hono";
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
} from "../services/moderation";
import { deleteSync } from "../services/song-sync";
import { fail, type Result } from "../services/result";
import { readUpload, storeUpload, UPLOAD_PATH_PREFIX } from "../services/uploads";
import { answer } from "./answer";
import { requireAdmin, requireModerator, type AuthedEnv } from "./auth-guard";
import { readBody } from "./body";

export const moderationApi = new Hono<AuthedEnv>();

// The spec's delete calls: {<kind>_id, userdata}. userdata is ignored; the session decides.
// Spec §6: privileged users (moderators and the admin) delete user content; only the admin
// deletes interpretations (and accounts, worker/api/accounts.ts).
const deletes: [path: string, field: string, guard: typeof requireAdmin, remove: (id: number) => Promise<Result>][] = [
  ["/deleteComment", "comment_id", requireModerator, deleteComment],
  ["/deleteTranslation", "translation_id", requireModerator, deleteTranslation],
  ["/deleteElement", "element_id", requireModerator, deleteElement],
  ["/deleteSong", "song_id", requireModerator, deleteSong],
  ["/deleteArtist", "artist_id", requireModerator, deleteArtist],
  ["/deleteAnnotation", "annotation_id", requireAdmin, deleteAnnotation],
  // Decision 037: synced lyrics are moderated like translations (the song's current video).
  ["/deleteSync", "song_id", requireModerator, deleteSync],
];

for (const [path, field, guard, remove] of deletes) {
  moderationApi.post(path, guard, async (c) => {
    const id = positiveIdSchema.safeParse((await readBody(c))[field]);
    if (!id.success) return answer(c, fail("invalid", `Nieprawidłowe pole ${field}.`), "status");
    return answer(c, await remove(id.data), "status");
  });
}

moderationApi.post("/saveArticle", requireAdmin, async (c) => {
  const parsed = articleSchema.safeParse((await readBody(c)).article);
  if (!parsed.success) return answer(c, fail("invalid", parsed.error.issues[0]?.message ?? "Nieprawidłowy artykuł."), "status");
  return answer(c, await saveArticle(parsed.data, c.get("user").id), "status", (saved) => saved);
});

// {article}: the article object (its article_id) or the bare id.
moderationApi.post("/deleteArticle", requireAdmin, async (c) => {
  const { article } = await readBody(c);
  const raw = article && typeof article === "object" ? (article as Record<string, unknown>).article_id : article;
  const id = positiveIdSchema.safeParse(raw);
  if (!id.success) return answer(c, fail("invalid", "Nieprawidłowy artykuł."), "status");
  return answer(c, await deleteArticle(id.data), "status");
});

// Multipart with a `file` field; answers {status: "success", name, path}.
moderationApi.post("/upload", requireAdmin, async (c) => {
  const body = await readBody(c);
  return answer(c, await storeUpload(body.file, c.get("user").id), "status", (uploaded) => uploaded);
});

moderationApi.get("/upload/*", async (c) => {
  const key = new URL(c.req.url).pathname.slice(UPLOAD_PATH_PREFIX.length);
  const response = /^images\/[0-9a-f-]{36}\.(jpg|png|gif|webp)$/.test(key) ? await readUpload(key) : null;
  return response ?? c.json({ error: "Nie ma takiego pliku." }, 404);
});
