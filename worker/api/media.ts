import { Hono } from "hono";
import { fail } from "@core/result";
import { flagSvg } from "../services/flags";
import { answer } from "./answer";
import { parseThumbnailPath, proxyThumbnail } from "../services/thumbnails";

export const mediaApi = new Hono<{ Bindings: Env }>();

const YTPROXY_PREFIX = "/api/ytproxy/";

// GET /api/ytproxy/{host}/vi/{id}/{name}.jpg — the raw path, before any decoding, is what
// is checked, so encoded slashes or dots cannot sneak past the allow-list.
mediaApi.get("/ytproxy/*", async (c) => {
  const { pathname } = new URL(c.req.url);
  const address = parseThumbnailPath(pathname.slice(YTPROXY_PREFIX.length));
  if (!address) return answer(c, fail("invalid", "Nieprawidłowy adres miniatury."), "plain");
  return proxyThumbnail(c.req.url, address);
});

// GET /api/getLang/{code}: the flag shown next to a translation's language.
mediaApi.get("/getLang/:code", async (c) => {
  const svg = await flagSvg(c.req.param("code"), c.env.ASSETS, new URL(c.req.url).origin);
  if (!svg.ok) return answer(c, svg, "plain");
  return c.body(svg.value, 200, {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    // Opened on its own, an SVG is a document: it may draw, never run anything.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
  });
});
