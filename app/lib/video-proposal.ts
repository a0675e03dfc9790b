// Proposing a song's video (decision 037), shared by POST /api/proposeVideo and the song
// page's `video` intent: the address as people paste it (watch, shorts, embed, youtu.be) or
// the bare 11-character id. Isomorphic, so the form can say what is wrong before it posts.
import { z } from "./zod-jitless";
import { CAPTCHA_FIELD } from "./captcha-widget";
import { idSchema } from "./contribution-schemas";
import { SYNC_MESSAGES, VIDEO_ID_PATTERN } from "./sync-schema";

export const VIDEO_MESSAGES = {
  badUrl: "To nie jest adres teledysku. Wklej adres z YouTube (np. https://www.youtube.com/watch?v=…) albo sam identyfikator (11 znaków).",
  notFound: "Nie ma takiego teledysku albo nie można go osadzić na innych stronach.",
  unavailable: "Nie udało się sprawdzić teledysku. Spróbuj ponownie za chwilę.",
  hasVideo: "Ta piosenka ma już teledysk. Zmienić go może tylko moderator.",
  same: "To już jest teledysk tej piosenki.",
  captcha: "Rozwiąż captchę.",
} as const;

const HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com", "youtube-nocookie.com", "www.youtube-nocookie.com"]);

/** The video id in an address or a bare id, or null. */
export function videoIdFrom(input: string): string | null {
  const text = input.trim();
  if (VIDEO_ID_PATTERN.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.split("/")[1] ?? null;
  else if (HOSTS.has(host)) {
    const [, first, second] = url.pathname.split("/");
    id = first === "watch" ? url.searchParams.get("v") : ["shorts", "embed", "live", "v"].includes(first) ? (second ?? null) : null;
  }
  return id && VIDEO_ID_PATTERN.test(id) ? id : null;
}

export const videoProposalSchema = z.object({
  song_id: idSchema(SYNC_MESSAGES.badSong),
  url: z
    .string({ error: VIDEO_MESSAGES.badUrl })
    .max(2000, VIDEO_MESSAGES.badUrl)
    .transform((value, ctx) => {
      const id = videoIdFrom(value);
      if (!id) ctx.addIssue({ code: "custom", message: VIDEO_MESSAGES.badUrl });
      return id ?? "";
    }),
  [CAPTCHA_FIELD]: z.string().optional().catch(undefined),
});

export type VideoProposalInput = z.infer<typeof videoProposalSchema>;
