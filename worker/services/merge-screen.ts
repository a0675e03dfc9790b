// What the artist's merge screen (/{artist}/polacz, decision 049) shows a moderator: artists to
// merge into, found by name (at first by the artist's own name, which finds 'Dżem' for
// 'Dzem'), and once one is picked, what the merge would do — how many songs move and which
// songs both have, offered for merging.
import { fail, ok, type Result } from "@core/result";
import { type MergePreview, type MergeScreen, RENAME_MESSAGES } from "@core/rules/renames";
import { searchArtists } from "./artists";
import { db, schema } from "./db";
import { mergePreview } from "./merges";
import { requirePermission } from "./permissions";
import { eq } from "drizzle-orm";

const CANDIDATES = 20;

export async function mergeScreen(request: Request, artistId: number, query: string | null, targetId: number | null): Promise<Result<MergeScreen>> {
  const actor = await requirePermission(request, "artist.merge");
  if (!actor.ok) return actor;
  const [row] = await db()
    .select({ artist_id: schema.artists.id, artist_name: schema.artists.name, artist_urlname: schema.artists.urlname })
    .from(schema.artists)
    .where(eq(schema.artists.id, artistId));
  if (!row) return fail("not_found", RENAME_MESSAGES.noArtist);
  const typed = (query ?? row.artist_name).trim().slice(0, 100);
  const candidates = typed ? (await searchArtists(typed, CANDIDATES + 1)).filter((artist) => artist.artist_id !== artistId).slice(0, CANDIDATES) : [];
  let preview: MergePreview | null = null;
  if (targetId !== null) {
    const found = await mergePreview(artistId, targetId);
    if (!found.ok) return found;
    const { songs: _songs, ...rest } = found.value;
    preview = rest;
  }
  return ok({ artist: row, query: typed, candidates, preview });
}
