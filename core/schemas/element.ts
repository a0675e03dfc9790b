// Adding a remix, cover or instrumental (product §3.1 Song element, §4, §5 Element, §7
// /api/addNewElement), shared by the song page's form, its action and the /api call. The
// posted title and thumbnail are never read: the server asks the video site itself. The
// messages live apart (element-rules.ts), so the page's JavaScript carries no zod.
import { z } from "../zod";
import { CAPTCHA_FIELD } from "./captcha";
import { CONTRIBUTION_MESSAGES, idSchema } from "./contribution";
import { ELEMENT_MESSAGES } from "../rules/element";
import { videoIdSchema } from "./video";

export { ELEMENT_MESSAGES, ELEMENT_WORDS, type ElementType } from "../rules/element";

const typeSchema = z
  .union([z.number(), z.string()], { error: ELEMENT_MESSAGES.badType })
  .transform((value) => (typeof value === "string" && /^\d$/.test(value) ? Number(value) : value))
  .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: ELEMENT_MESSAGES.badType }));

/** Product §7.2: {song_id, type, videoId, videoThumbnail, videoTitle, g-recaptcha-response}. */
export const elementSchema = z.object({
  song_id: idSchema(CONTRIBUTION_MESSAGES.badSong),
  type: typeSchema,
  videoId: videoIdSchema,
  // videoThumbnail and videoTitle are not read (and dropped by the object schema).
  [CAPTCHA_FIELD]: z.string().optional().catch(undefined),
});

export type ElementInput = z.infer<typeof elementSchema>;
