// Adding interpretations, comments and translations to a song (product §4, §5, §7). Input is already parsed
// by app/lib/contribution-schemas.ts; here: the song must exist, posted lines must be lines
// of its current lyrics that can carry an interpretation, the author comes from the session
// (visitors are stored without one: 'Anonimowy'), the gate throttles and asks visitors for a
// captcha, profanity is masked, and the lists that show interpretations are refreshed.
import { eq } from "drizzle-orm";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { CONTRIBUTION_MESSAGES, type AnnotationInput, type CommentInput } from "@core/schemas/contribution";
import { isAnnotatableLine } from "@core/rules/lyric-lines";
import { TRANSLATION_MESSAGES, type TranslationInput } from "@core/schemas/translation";
import { containsUrl, filterText, maskProfanity } from "@core/text/text-filter";
import { nowSeconds } from "../platform/clock";
import { withContributionGate } from "./contribution-gate";
import { requestClientHash } from "./client-address";
import { db, schema } from "./db";
import { interpretationsChanged, songsChanged } from "./freshness";
import { fail, ok, type Result } from "@core/result";
import type { EditableKind } from "@core/rules/post-edits";

/**
 * How each kind's text is stored, when added and when its author edits it (decision 048):
 * interpretations lose links (the schema refuses them) and have profanity masked, so every
 * list, feed and search shows the same text; comments keep registered users' links and have
 * profanity masked; translations render lyrics and are kept as typed (decision 036).
 */
export const STORED_TEXT: Record<EditableKind, (text: string) => string> = {
  annotation: filterText,
  comment: maskProfanity,
  translation: (text) => text,
};

async function songLyrics(songId: number): Promise<string[] | null> {
  const [row] = await db().select({ lyrics: schema.songs.lyrics }).from(schema.songs).where(eq(schema.songs.id, songId));
  return row?.lyrics ?? null;
}

/** POST /api/addAnnotation and the song page's form: the new interpretation's id. */
export function addAnnotation(request: Request, input: AnnotationInput): Promise<Result<{ id: number; lines: number[] }>> {
  return withContributionGate(request, input[CAPTCHA_FIELD], CONTRIBUTION_MESSAGES.annotationCaptcha, async (user) => {
    const lyrics = await songLyrics(input.songId);
    if (!lyrics) return fail("not_found", CONTRIBUTION_MESSAGES.noSong);
    // Lines are indexes into the lyrics as they are now; the form could be stale.
    if (input.linesSelected.some((line) => line >= lyrics.length || !isAnnotatableLine(lyrics[line]))) {
      return fail("invalid", CONTRIBUTION_MESSAGES.annotationBadLine, { field: "linesSelected" });
    }
    const [row] = await db()
      .insert(schema.annotations)
      .values({
        songId: input.songId,
        userId: user?.id ?? null,
        // Links are refused by the schema; what is left to filter is profanity, masked.
        text: STORED_TEXT.annotation(input.annotationText),
        lines: input.linesSelected,
        clientHash: await requestClientHash(request),
        createdAt: nowSeconds(),
      })
      .returning({ id: schema.annotations.id });
    await interpretationsChanged({ songs: [input.songId] });
    return ok({ id: row.id, lines: input.linesSelected });
  });
}

/** POST /api/addComment and the song page's form: the new comment's id. */
export function addComment(request: Request, input: CommentInput): Promise<Result<{ id: number }>> {
  return withContributionGate(request, input[CAPTCHA_FIELD], CONTRIBUTION_MESSAGES.commentCaptcha, async (user) => {
    // Terms: posts and comments with links are for registered users.
    if (!user && containsUrl(input.text)) return fail("invalid", CONTRIBUTION_MESSAGES.commentLinks, { field: "text" });
    if (!(await songLyrics(input.song_id))) return fail("not_found", CONTRIBUTION_MESSAGES.noSong);
    const [row] = await db()
      .insert(schema.comments)
      .values({
        songId: input.song_id,
        userId: user?.id ?? null,
        text: STORED_TEXT.comment(input.text),
        clientHash: await requestClientHash(request),
        createdAt: nowSeconds(),
      })
      .returning({ id: schema.comments.id });
    await songsChanged({ songs: [input.song_id] });
    return ok({ id: row.id });
  });
}

/** POST /api/addTranslation and the song page's form: the new translation's id. */
export function addTranslation(request: Request, input: TranslationInput): Promise<Result<{ id: number; code: string }>> {
  return withContributionGate(request, input[CAPTCHA_FIELD], TRANSLATION_MESSAGES.captcha, async (user) => {
    if (!(await songLyrics(input.song_id))) return fail("not_found", CONTRIBUTION_MESSAGES.noSong);
    const [row] = await db()
      .insert(schema.translations)
      .values({
        songId: input.song_id,
        userId: user?.id ?? null,
        code: input.code,
        text: STORED_TEXT.translation(input.translationText),
        clientHash: await requestClientHash(request),
        createdAt: nowSeconds(),
      })
      .returning({ id: schema.translations.id });
    await songsChanged({ songs: [input.song_id] });
    return ok({ id: row.id, code: input.code });
  });
}
