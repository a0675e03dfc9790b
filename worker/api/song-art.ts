import { Hono } from "hono";
import { SONG_ART_VERSION } from "@core/pages/thumbnail";
import type { ArtFormat } from "../art/song-art-svg";
import { currentArtPath, siteShareCard, songArt } from "../services/song-art";

export const songArtApi = new Hono<{ Bindings: Env }>();

const FILES: Record<string, ArtFormat> = { "default.svg": "default", "medium.svg": "medium", "share.png": "share" };
const SONG_ID = /^[1-9]\d{0,14}$/;

// GET /api/songArt/{version}/{songId}/{default.svg|medium.svg|share.png} and
// /api/songArt/{version}/site/share.png (decision 029).
songArtApi.get("/songArt/:version/:id/:file", async (c) => {
  const { version, id, file } = c.req.param();
  const format = FILES[file];
  const isSite = id === "site" && format === "share";
  if (!format || (!isSite && !SONG_ID.test(id)) || !/^\d{1,4}$/.test(version)) {
    return c.json({ error: "Nieprawidłowy adres okładki." }, 400);
  }
  // An address of an older drawing (a page cached somewhere) moves to the current one.
  if (Number(version) !== SONG_ART_VERSION) return c.redirect(currentArtPath(isSite ? "site" : Number(id), file), 301);
  if (isSite) return siteShareCard(c.req.url);
  const art = await songArt(c.req.url, { songId: Number(id), format });
  return art ?? c.json({ error: "Nie ma takiej piosenki." }, 404);
});
