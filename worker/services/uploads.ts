// Images for articles (the article editor's upload): stored in R2 with an `uploads` row,
// served back under /api/upload/<key>. Only raster images, recognised by their bytes
// rather than the browser's claimed type; SVG is refused because it can carry script.
import { env } from "cloudflare:workers";
import { db, schema } from "./db";
import { requirePermission } from "./permissions";
import { fail, ok, type Result } from "@core/result";

const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_PATH_PREFIX = "/api/upload/";
/** What storeUpload makes: images/<uuid>.<extension>; anything else is never looked up. */
const UPLOAD_KEY = /^images\/[0-9a-f-]{36}\.(jpg|png|gif|webp)$/;

const UPLOAD_MESSAGES = {
  missing: "Nie wybrano pliku.",
  tooLarge: "Plik jest za duży (maksymalnie 5 MB).",
  notImage: "Dozwolone są tylko obrazy JPG, PNG, GIF i WEBP.",
  unknown: "Nie ma takiego pliku.",
} as const;

type ImageKind = { contentType: string; extension: string };

function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return { contentType: "image/jpeg", extension: "jpg" };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { contentType: "image/png", extension: "png" };
  if (starts(0x47, 0x49, 0x46, 0x38)) return { contentType: "image/gif", extension: "gif" };
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return { contentType: "image/webp", extension: "webp" };
  return null;
}

function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  // Control characters and quotes would only make trouble in headers and HTML.
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, "").trim();
  return clean.slice(0, 200) || "obraz";
}

export type Uploaded = { name: string; path: string };

export async function storeUpload(request: Request, file: unknown): Promise<Result<Uploaded>> {
  const actor = await requirePermission(request, "article.manage");
  if (!actor.ok) return actor;
  const userId = actor.value.id;
  if (!(file instanceof File) || file.size === 0) return fail("invalid", UPLOAD_MESSAGES.missing);
  if (file.size > UPLOAD_MAX_BYTES) return fail("too_large", UPLOAD_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) return fail("unsupported_type", UPLOAD_MESSAGES.notImage);

  const key = `images/${crypto.randomUUID()}.${kind.extension}`;
  const name = displayName(file.name);
  await env.UPLOADS.put(key, bytes, { httpMetadata: { contentType: kind.contentType } });
  try {
    await db().insert(schema.uploads).values({ key, name, contentType: kind.contentType, size: bytes.length, userId });
  } catch (error) {
    // R2 and D1 share no transaction: undo the object so no orphan is left behind.
    await env.UPLOADS.delete(key);
    throw error;
  }
  return ok({ name, path: `${UPLOAD_PATH_PREFIX}${key}` });
}

/**
 * An uploaded image as a response, or not_found when the key is unknown. Every article image
 * view lands here, so R2 alone answers: the object carries the sniffed type it was stored with.
 */
export async function readUpload(key: string): Promise<Result<Response>> {
  const object = UPLOAD_KEY.test(key) ? await env.UPLOADS.get(key) : null;
  if (!object) return fail("not_found", UPLOAD_MESSAGES.unknown);
  return ok(
    new Response(object.body, {
      headers: {
        "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
        // Keys are random and never reused, so the bytes behind one never change.
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'",
      },
    }),
  );
}
