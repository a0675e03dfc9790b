// The song art of decision 029: each song's cover as an SVG at the thumbnail sizes and as
// a PNG share card. A picture depends only on the song's artist and title (which never
// change) and the drawing's version in the address, so answers are immutable: kept a year
// by browsers and in the edge cache, and drawn about once per location.
import { eq } from "drizzle-orm";
import { found, type Result } from "@core/result";
import { SONG_ART_VERSION } from "@core/pages/thumbnail";
import { type ArtFormat, siteCardSvg, songArtSvg } from "../art/song-art-svg";
import { db, schema } from "./db";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** The names a song's art is drawn from; null when no such song. */
async function artSubject(songId: number): Promise<{ artist: string; title: string } | null> {
  const rows = await db()
    .select({ title: schema.songs.name, artist: schema.artists.name })
    .from(schema.songs)
    .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
    .where(eq(schema.songs.id, songId));
  return rows[0] ?? null;
}

const edgeCache = () => (caches as unknown as { default: Cache }).default;

/** Answers from the edge cache, else draws, answers and keeps a copy; null = no such song. */
async function cached(requestUrl: string, draw: () => Promise<Response | null>): Promise<Response | null> {
  // Keyed by the path alone: a query string must not create a second copy.
  const url = new URL(requestUrl);
  const key = new Request(new URL(url.pathname, url.origin));
  const hit = await edgeCache().match(key);
  if (hit) return hit;
  const answer = await draw();
  if (answer) await edgeCache().put(key, answer.clone());
  return answer;
}

function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": IMMUTABLE,
      "X-Content-Type-Options": "nosniff",
      // Opened on its own, an SVG is a document: it may draw, never run anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

async function pngResponse(svg: string): Promise<Response> {
  // The renderer (WebAssembly and fonts) loads only here, on a cache miss of a share card.
  const { svgToPng } = await import("../art/png-card");
  return new Response((await svgToPng(svg)) as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": "image/png", "Cache-Control": IMMUTABLE, "X-Content-Type-Options": "nosniff" },
  });
}

export type SongArtRequest = { songId: number; format: ArtFormat };

/** A song's art (SVG thumbnails, PNG share card); not_found when the song does not exist. */
export async function songArt(requestUrl: string, { songId, format }: SongArtRequest): Promise<Result<Response>> {
  const art = await cached(requestUrl, async () => {
    const subject = await artSubject(songId);
    if (!subject) return null;
    const svg = songArtSvg(subject, format);
    return format === "share" ? pngResponse(svg) : svgResponse(svg);
  });
  return found(art, "Nie ma takiej piosenki.");
}

/** The share card of every page that is not a song's. */
export function siteShareCard(requestUrl: string): Promise<Response> {
  return cached(requestUrl, () => pngResponse(siteCardSvg())) as Promise<Response>;
}

/** Where an art address of an older drawing now lives (its caches hold the old picture). */
export function currentArtPath(songId: number | "site", file: string): string {
  return `/api/songArt/${SONG_ART_VERSION}/${songId}/${file}`;
}
