import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";

/** Lone surrogates (possible in JSON's \u escapes) become U+FFFD: D1 and KV take only valid text. */
function wellFormed(value: unknown): unknown {
  if (typeof value === "string") return value.toWellFormed();
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === "object" && !(value instanceof File)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key.toWellFormed(), wellFormed(inner)]));
  }
  return value;
}

/**
 * The request body as a plain object: JSON, or form fields for no-JavaScript posts. Any
 * other or malformed body reads as empty, so the schema then names what is missing (a 4xx
 * with a Polish message, never a 500).
 */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const value: unknown = await c.req.json();
      return value && typeof value === "object" && !Array.isArray(value) ? (wellFormed(value) as Record<string, unknown>) : {};
    }
    if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
      return wellFormed(await c.req.parseBody()) as Record<string, unknown>;
    }
  } catch {
    // Malformed JSON or multipart: an empty body.
  }
  return {};
}

/** The largest body a JSON call takes (an article: 500,000 characters, most of them Polish). */
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/** Uploads check their own limit (5 MB) with a precise message; the envelope may be larger. */
const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;

const tooLarge = (c: Context) => c.json({ status: "error", result: "error", error: "Za duże żądanie." }, 413);

// Hono's limit refuses a declared Content-Length over the limit before reading, and counts
// the bytes of a body sent without one (chunked) as it reads them: past the limit it stops
// reading and answers 413, so a 40 MB stream is never read whole. Under the limit the
// handlers read the counted bytes.
const uploadLimit = honoBodyLimit({ maxSize: MAX_UPLOAD_BYTES, onError: tooLarge });
const callLimit = honoBodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });

/** Refuses a body larger than its call takes, before or while it is read. */
export const bodyLimit: MiddlewareHandler = (c, next) => (c.req.path === "/api/upload" ? uploadLimit : callLimit)(c, next);
