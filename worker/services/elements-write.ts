// Adding a remix, cover or instrumental to a song (product §4.10 step 2, §7 /api/addNewElement).
// Input is parsed by app/lib/element-schemas.ts; here: the song must exist, the video is
// asked about again (the posted title and thumbnail are never trusted: what is stored is
// what the video site says, the thumbnail built from the id), and a video is on a song's
// tab once — the unique index (song_id, type, video_id) decides, so concurrent identical
// adds store one row. The gate throttles and asks visitors for a captcha.
import { songsChanged } from "./freshness";
import { and, eq } from "drizzle-orm";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { CONTRIBUTION_MESSAGES } from "@core/schemas/contribution";
import { ELEMENT_MESSAGES, type ElementInput } from "@core/schemas/element";
import { nowSeconds } from "../platform/clock";
import { withContributionGate } from "./contribution-gate";
import { requestClientHash } from "./client-address";
import { db, schema } from "./db";
import { fail, ok, type Result } from "@core/result";
import { lookupVideoFor } from "./video-check";

const t = schema.songElements;

async function songExists(songId: number): Promise<boolean> {
  const rows = await db().select({ id: schema.songs.id }).from(schema.songs).where(eq(schema.songs.id, songId));
  return rows.length > 0;
}

async function alreadyListed(input: ElementInput): Promise<boolean> {
  const rows = await db()
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.songId, input.song_id), eq(t.type, input.type), eq(t.videoId, input.videoId)));
  return rows.length > 0;
}

const duplicate = () => fail("conflict", ELEMENT_MESSAGES.duplicate, { field: "videoId" });

/** POST /api/addNewElement and the song page's form: the new element's id. */
export function addElement(request: Request, input: ElementInput): Promise<Result<{ id: number }>> {
  return withContributionGate(request, input[CAPTCHA_FIELD], ELEMENT_MESSAGES.captcha, async (user) => {
    if (!(await songExists(input.song_id))) return fail("not_found", CONTRIBUTION_MESSAGES.noSong);
    // A plain duplicate is refused before the outbound call; the insert below settles races.
    if (await alreadyListed(input)) return duplicate();
    const video = await lookupVideoFor(request, input.videoId);
    if (!video.ok) return video.field ? { ...video, field: "videoId" } : video;
    const [row] = await db()
      .insert(t)
      .values({
        songId: input.song_id,
        userId: user?.id ?? null,
        type: input.type,
        videoId: video.value.id,
        videoTitle: video.value.title,
        thumbnailUrl: video.value.thumbnail,
        clientHash: await requestClientHash(request),
        createdAt: nowSeconds(),
      })
      .onConflictDoNothing({ target: [t.songId, t.type, t.videoId] })
      .returning({ id: t.id });
    if (!row) return duplicate();
    await songsChanged({ songs: [input.song_id] });
    return ok({ id: row.id });
  });
}
