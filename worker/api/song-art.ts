import { Hono } from "hono";
import { fail } from "@core/result";
import { SONG_ART_VERSION } from "@core/pages/thumbnail";
import { ID_PATTERN } from "@core/schemas/ids";
import type { ArtFormat } from "../art/song-art-svg";
import { currentArtPath, siteShareCard, songArt } from "../services/song-art";
import { answer } from "./answer";

export const songArtApi = new Hono<{ Bindings: Env }>();

const FILES: Record<string, ArtFormat> = { "default.svg": "default", "medium.svg": "medium", "share.png": "share" };

// GET /api/songArt/{version}/{songId}/{default.svg|medium.svg|share.png} and
// /api/songArt/{version}/site/share.png (decision 029).
songArtApi.get("/songArt/:version/:id/:file", async (c) => {
  const { version, id, file } = c.req.param();
  const format = FILES[file];
  const isSite = id === "site" && format === "share";
  if (!format || (!isSite && !ID_PATTERN.test(id)) || !/^\d{1,4}$/.test(version)) {
    return answer(c, fail("invalid", "Nieprawidłowy adres okładki."), "plain");
  }
  // An address of an older drawing (a page cached somewhere) moves to the current one.
  if (Number(version) !== SONG_ART_VERSION) return c.redirect(currentArtPath(isSite ? "site" : Number(id), file), 301);
  if (isSite) return siteShareCard(c.req.url);
  const art = await songArt(c.req.url, { songId: Number(id), format });
  return art.ok ? art.value : answer(c, art, "plain");
});
