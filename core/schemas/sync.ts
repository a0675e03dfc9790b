// Saving synced lyrics (decision 037), shared by POST /api/saveSync and the song page's
// `sync` intent. The body carries either the timings (one entry per lyric line: seconds, a
// typed time such as "1:15", or null) or an LRC text; the service checks them against the
// song's lines and its current video, so here only the shape is checked.
import { z } from "../zod";
import { CAPTCHA_FIELD } from "./captcha";
import { idSchema } from "./contribution";
import { LRC_MAX_CHARS } from "../media/lrc";
import { VIDEO_ID } from "../media/video-url";

export const SYNC_MESSAGES = {
  badSong: "Nieprawidłowa piosenka.",
  badVideo: "Nieprawidłowy identyfikator teledysku (11 znaków: litery, cyfry, - i _).",
  nothing: "Podaj czasy linii albo wklej tekst LRC.",
  badTimings: "Czasy muszą być listą: jeden wpis na linię tekstu (czas albo puste).",
  tooLong: `Tekst LRC jest za długi (najwyżej ${LRC_MAX_CHARS} znaków).`,
  noVideo: "Ta piosenka nie ma teledysku, więc nie ma do czego synchronizować tekstu.",
  otherVideo: "Piosenka ma już inny teledysk. Odśwież stronę i zsynchronizuj tekst jeszcze raz.",
  captcha: "Rozwiąż captchę.",
  saved: "Zapisano synchronizację tekstu.",
  noSync: "Ta piosenka nie ma zapisanej synchronizacji dla tego teledysku.",
} as const;

/** Longest list we read: lyrics have at most a few hundred lines. */
const MAX_TIMING_ENTRIES = 2000;

const timingEntry = z.union([z.null(), z.number(), z.string().max(40, SYNC_MESSAGES.badTimings)], { error: SYNC_MESSAGES.badTimings });

/** Timings as JSON sends them (an array) or a form does (one JSON text in a field). */
const timingsSchema = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z.array(timingEntry, { error: SYNC_MESSAGES.badTimings }).max(MAX_TIMING_ENTRIES, SYNC_MESSAGES.badTimings),
);

export const syncSchema = z
  .object({
    song_id: idSchema(SYNC_MESSAGES.badSong),
    video_id: z.string({ error: SYNC_MESSAGES.badVideo }).trim().regex(VIDEO_ID, SYNC_MESSAGES.badVideo),
    timings: z.preprocess((value) => (value === "" ? undefined : value), timingsSchema.optional()),
    lrc: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z.string({ error: SYNC_MESSAGES.nothing }).max(LRC_MAX_CHARS, SYNC_MESSAGES.tooLong).optional(),
    ),
    [CAPTCHA_FIELD]: z.string().optional().catch(undefined),
  })
  .refine((value) => value.timings !== undefined || value.lrc !== undefined, { message: SYNC_MESSAGES.nothing, path: ["timings"] });

export type SyncInput = z.infer<typeof syncSchema>;

/** What the song page and GET /api/getSync show: the times of the song's current video. */
export type SongSync = { videoId: string; timings: (number | null)[]; updatedAt: number };
