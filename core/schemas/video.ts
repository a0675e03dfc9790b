// The video a form or an API call names, shared by adding an element (decision 035) and
// proposing the song's video (decision 037): the id as /api/checkURL answered it, or (a form
// posted without JavaScript, and a lenient API) any address parseVideoUrl accepts.
import { z } from "../zod";
import { CAPTCHA_FIELD } from "./captcha";
import { idSchema } from "./contribution";
import { SYNC_MESSAGES } from "./sync";
import { parseVideoUrl, VIDEO_ID, VIDEO_MESSAGES } from "../media/video-url";

export const videoIdSchema = z.unknown().transform((value, context) => {
  const text = typeof value === "string" ? value.trim() : "";
  if (VIDEO_ID.test(text)) return text;
  const parsed = parseVideoUrl(text);
  if (parsed.ok) return parsed.id;
  context.addIssue({ code: "custom", message: text === "" ? VIDEO_MESSAGES.empty : parsed.message });
  return z.NEVER;
});

/** POST /api/proposeVideo {song_id, url, g-recaptcha-response} and the page's `video` intent. */
export const videoProposalSchema = z.object({
  song_id: idSchema(SYNC_MESSAGES.badSong),
  url: videoIdSchema,
  [CAPTCHA_FIELD]: z.string().optional().catch(undefined),
});

export type VideoProposalInput = z.infer<typeof videoProposalSchema>;
