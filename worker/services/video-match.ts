// When a video-site API key is configured (YOUTUBE_API_KEY), a newly saved song gets the best
// match for "artist title" as its video, looked up after the answer is sent (waitUntil), so
// saving never waits on the video site. Without the key nothing is looked up. The lookup goes
// through the outbound seam; a failure leaves the song without a video, which anyone can then
// propose on the song page.
import { waitUntil } from "cloudflare:workers";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { VIDEO_ID } from "@core/media/video-url";
import { config } from "../platform/config";
import { outboundFetch } from "../platform/outbound";
import { db, schema } from "./db";

const SEARCH_URL = "https://www.googleapis.com/youtube/v3/search";

const searchAnswer = z.object({
  items: z
    .array(
      z.object({
        id: z.object({ videoId: z.string().regex(VIDEO_ID) }),
        snippet: z.object({
          title: z.string().max(300),
          thumbnails: z.object({ default: z.object({ url: z.url() }).optional(), medium: z.object({ url: z.url() }).optional() }),
        }),
      }),
    )
    .default([]),
});

/** The video site's best match for the query, or null (no key, no match, any failure). */
export async function findBestVideo(query: string): Promise<{ id: string; title: string } | null> {
  const key = config().YOUTUBE_API_KEY;
  if (!key) return null;
  const url = new URL(SEARCH_URL);
  url.search = new URLSearchParams({ part: "snippet", type: "video", maxResults: "1", videoEmbeddable: "true", q: query, key }).toString();
  try {
    const response = await outboundFetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) {
      console.warn("video match: the video site answered", response.status);
      return null;
    }
    const [best] = searchAnswer.parse(await response.json()).items;
    return best ? { id: best.id.videoId, title: best.snippet.title } : null;
  } catch (error) {
    console.warn("video match failed:", error instanceof Error ? error.message : error);
    return null;
  }
}

/** Attaches the best match to a song that still has no video; answers whether it did. */
export async function matchSongVideo(songId: number, artist: string, title: string): Promise<boolean> {
  const video = await findBestVideo(`${artist} ${title}`);
  if (!video) return false;
  const updated = await db()
    .update(schema.songs)
    .set({
      youtubeId: video.id,
      youtubeTitle: video.title,
      youtubeThumbDefault: `https://i.ytimg.com/vi/${video.id}/default.jpg`,
      youtubeThumbMedium: `https://i.ytimg.com/vi/${video.id}/mqdefault.jpg`,
    })
    // Someone may have proposed a video meanwhile: theirs stays.
    .where(and(eq(schema.songs.id, songId), isNull(schema.songs.youtubeId)))
    .returning({ id: schema.songs.id });
  return updated.length > 0;
}

/** After a song is saved: the lookup runs after the answer (only when a key is configured). */
export function matchSongVideoLater(songId: number, artist: string, title: string): void {
  if (!config().YOUTUBE_API_KEY) return;
  waitUntil(matchSongVideo(songId, artist, title));
}
