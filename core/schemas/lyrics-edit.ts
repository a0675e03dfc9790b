// The 'Edytuj tekst' form and the moderators' decisions on lyrics suggestions (decision 045).
import { z } from "../zod";
import { LYRICS_EDIT_MESSAGES, LYRICS_REASON_MAX } from "../rules/lyrics-edits";
import { REVISION_MESSAGES } from "../rules/revisions";
import { CAPTCHA_FIELD } from "./captcha";
import { idSchema } from "./ids";
import { lyricsSchema, newArtistSchema, titleSchema } from "./song";

const reasonSchema = z
  .string()
  .trim()
  .max(LYRICS_REASON_MAX, LYRICS_EDIT_MESSAGES.reasonTooLong)
  .transform((value) => value || null)
  .default("");

/** The token of the text the form was made from (songs.lyrics_rev; empty for a never edited song). */
const baseSchema = z
  .string()
  .max(64)
  .transform((value) => value || null)
  .default("");

export const lyricsSuggestionSchema = z.object({
  lyrics: lyricsSchema,
  reason: reasonSchema,
  base: baseSchema,
  [CAPTCHA_FIELD]: z.string().optional().catch(undefined),
});
export type LyricsSuggestionInput = z.infer<typeof lyricsSuggestionSchema>;

/** Accepting (optionally with the moderator's own corrections) or refusing a lyrics suggestion. */
export const lyricsDecisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("accept"), revision_id: idSchema(REVISION_MESSAGES.missing), lyrics: lyricsSchema, base: baseSchema }),
    z.object({ decision: z.literal("reject"), revision_id: idSchema(REVISION_MESSAGES.missing), note: reasonSchema }),
  ],
  { error: "Nieznana decyzja." },
);
export type LyricsDecisionInput = z.infer<typeof lyricsDecisionSchema>;

/** A moderator re-pins an interpretation an edit detached. */
export const repinSchema = z.object({
  annotation_id: idSchema(LYRICS_EDIT_MESSAGES.repinMissing),
  line: z.coerce
    .number<unknown>({ error: LYRICS_EDIT_MESSAGES.repinLine })
    .int(LYRICS_EDIT_MESSAGES.repinLine)
    .min(0, LYRICS_EDIT_MESSAGES.repinLine),
});

/** 'Tytuł i wykonawca' on the edit page: the whole pair, as the song should be called. */
export const namesSuggestionSchema = z.object({
  title: titleSchema,
  artist: newArtistSchema,
  reason: reasonSchema,
  [CAPTCHA_FIELD]: z.string().optional().catch(undefined),
});
export type NamesSuggestionInput = z.infer<typeof namesSuggestionSchema>;

/** Accepting a names suggestion (perhaps corrected) against the names the moderator saw, or refusing it. */
export const namesDecisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({
      decision: z.literal("accept"),
      revision_id: idSchema(REVISION_MESSAGES.missing),
      title: titleSchema,
      artist: newArtistSchema,
      base: z.string().max(1000),
    }),
    z.object({ decision: z.literal("reject"), revision_id: idSchema(REVISION_MESSAGES.missing), note: reasonSchema }),
  ],
  { error: "Nieznana decyzja." },
);
export type NamesDecisionInput = z.infer<typeof namesDecisionSchema>;
