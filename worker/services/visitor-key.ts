// The key that tracks a visitor's votes (decision 034). The server picks it at random and
// keeps it in a cookie signed with SESSION_SECRET (HMAC-SHA256), so a client can neither
// choose a key nor take over another visitor's by guessing: a missing, malformed or forged
// cookie simply gets a fresh key. HttpOnly: scripts never see it; the page's own mirror of
// the visitor's votes lives in localStorage (app/lib/vote-storage.ts).
import { config } from "../platform/config";
import { readCookie } from "./session";

const COOKIE = "glosujacy";
/** Browsers cap a cookie's life at 400 days; every vote sends it again, so it slides. */
const MAX_AGE_SECONDS = 400 * 86400;
/** Domain separation: the same secret signs sessions (jose); this MAC means only "voter". */
const PURPOSE = "glosujacy:";
const KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

// The imported key, once imported: a key still being imported is the importing request's
// promise, which no other request may await (shared-work.ts).
let signing: { secret: string; key: CryptoKey } | undefined;

async function hmacKey(): Promise<CryptoKey> {
  const secret = config().SESSION_SECRET;
  if (signing?.secret === secret) return signing.key;
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
  signing = { secret, key };
  return key;
}

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const message = (key: string) => new TextEncoder().encode(PURPOSE + key);

/** A new random key: 128 bits, 22 base64url characters. */
export function newVisitorKey(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

/** The visitor's key from a cookie whose signature checks out, else null. */
export async function visitorKeyFrom(request: Request): Promise<string | null> {
  const value = readCookie(request, COOKIE);
  if (!value) return null;
  const [key, signature, ...rest] = value.split(".");
  if (rest.length > 0 || !KEY_PATTERN.test(key ?? "") || !SIGNATURE_PATTERN.test(signature ?? "")) return null;
  // verify() compares in constant time.
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(), fromBase64Url(signature), message(key));
  return valid ? key : null;
}

/** The Set-Cookie value that gives the browser this key. */
export async function visitorCookie(key: string): Promise<string> {
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(), message(key)));
  return `${COOKIE}=${key}.${toBase64Url(signature)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; Secure; SameSite=Lax`;
}
