// Adding a remix, cover or instrumental (spec §3 Song element, §4, §5 Element, §7
// /api/addNewElement), shared by the song page's form, its action and the /api call. The
// posted title and thumbnail are never read: the server asks the video site itself.
import { z } from "zod";
import { CAPTCHA_FIELD } from "./captcha-widget";
import type { ELEMENT_TYPES } from "./constants";
import { CONTRIBUTION_MESSAGES, idSchema } from "./contribution-schemas";
import { parseVideoUrl, VIDEO_ID, VIDEO_MESSAGES } from "./video-url";

export type ElementType = (typeof ELEMENT_TYPES)[keyof typeof ELEMENT_TYPES];

export const ELEMENT_MESSAGES = {
  /** spec §5, Element, word for word */
  captcha: "rozwiąż captchę!",
  badType: "Nieprawidłowy rodzaj elementu (0 remix, 1 cover, 2 wersja instrumentalna).",
  duplicate: "Ten film już jest na liście.",
  checkFirst: "Najpierw sprawdź adres przyciskiem „Sprawdź”.",
} as const;

/** The words of each type: the tab's add button and the form's heading. */
export const ELEMENT_WORDS: Record<ElementType, { add: string; empty: string }> = {
  0: { add: "Dodaj remix", empty: "Nikt jeszcze nie dodał remiksu tej piosenki." },
  1: { add: "Dodaj cover", empty: "Nikt jeszcze nie dodał coveru tej piosenki." },
  2: { add: "Dodaj wersję instrumentalną", empty: "Nikt jeszcze nie dodał wersji instrumentalnej tej piosenki." },
};

const typeSchema = z
  .union([z.number(), z.string()], { error: ELEMENT_MESSAGES.badType })
  .transform((value) => (typeof value === "string" && /^\d$/.test(value) ? Number(value) : value))
  .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: ELEMENT_MESSAGES.badType }));

/**
 * The video: its id as /api/checkURL answered it, or (the form without JavaScript, and a
 * lenient API) any address parseVideoUrl accepts.
 */
const videoIdSchema = z.unknown().transform((value, context) => {
  const text = typeof value === "string" ? value.trim() : "";
  if (VIDEO_ID.test(text)) return text;
  const parsed = parseVideoUrl(text);
  if (parsed.ok) return parsed.id;
  context.addIssue({ code: "custom", message: text === "" ? VIDEO_MESSAGES.empty : parsed.message });
  return z.NEVER;
});

/** Spec §7: {song_id, type, videoId, videoThumbnail, videoTitle, g-recaptcha-response}. */
export const elementSchema = z.object({
  song_id: idSchema(CONTRIBUTION_MESSAGES.badSong),
  type: typeSchema,
  videoId: videoIdSchema,
  // videoThumbnail and videoTitle are not read (and dropped by the object schema).
  [CAPTCHA_FIELD]: z.string().optional().catch(undefined),
});

export type ElementInput = z.infer<typeof elementSchema>;
