// The security headers of every answer the Worker gives (pages, API, redirects, errors) and
// the page Content-Security-Policy with its per-request nonce. worker/index.ts applies them
// once, after routing, so no route can forget them. Static files never reach the Worker:
// public/_headers gives them the same baseline. Decision 027 explains each line.
import { EMBED_HOST, IFRAME_API_URL } from "@core/media/video-embed";
import { config } from "./platform/config";
import { carriesSessionCookie } from "./services/session";

/** The video site's privacy-enhanced player: song pages, comments' embeds, articles. */
const VIDEO_EMBED_ORIGIN = EMBED_HOST;

/** Turnstile's script and challenge frame, allowed only when it is the configured captcha. */
const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/**
 * Script hosts of the video site's IFrame Player API, the one place for them: the song
 * page's player (decision 033) loads https://www.youtube.com/iframe_api when a visitor
 * plays, and that script loads the player script from the same host.
 */
export const VIDEO_PLAYER_SCRIPT_SOURCES: readonly string[] = [new URL(IFRAME_API_URL).origin];

type CaptchaProvider = "altcha" | "turnstile";

/** The CSP of every HTML page. One policy for all pages: client navigations keep the first page's. */
export function pageContentSecurityPolicy(nonce: string, captcha: CaptchaProvider): string {
  const captchaOrigins = captcha === "turnstile" ? [TURNSTILE_ORIGIN] : [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // Our bundles and /js/custom.js, inline scripts only with this answer's nonce.
    ["script-src", "'self'", `'nonce-${nonce}'`, ...VIDEO_PLAYER_SCRIPT_SOURCES, ...captchaOrigins],
    // Server-rendered style attributes, the ALTCHA widget's injected <style> and Lexical.
    ["style-src", "'self'", "'unsafe-inline'"],
    // Ours: thumbnails through /api/ytproxy, flags, uploads. Any web address: registered
    // users' [img] in comments (decision 028; rendered with referrerpolicy=no-referrer).
    ["img-src", "'self'", "https:", "http:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["frame-src", VIDEO_EMBED_ORIGIN, ...captchaOrigins],
    // ALTCHA solves its proof of work in Web Workers made from a blob: URL.
    ["worker-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** Everything that is not a page (JSON, redirects, text errors): it may load nothing at all. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Powerful features are off. The few the video embed asks for in its `allow` attribute are
 * delegated to the embed's origin; our own pages need only clipboard-write (the share
 * button's copy-link fallback, share-button.tsx), so that one also allows `self`. Only
 * features Chromium knows everywhere: an unknown one (web-share on Linux) is a console error.
 */
export const PERMISSIONS_POLICY = [
  ...[
    "camera",
    "display-capture",
    "geolocation",
    "hid",
    "idle-detection",
    "magnetometer",
    "microphone",
    "midi",
    "payment",
    "serial",
    "usb",
    "xr-spatial-tracking",
    "browsing-topics",
  ].map((feature) => `${feature}=()`),
  ...["accelerometer", "autoplay", "encrypted-media", "fullscreen", "gyroscope", "picture-in-picture"].map(
    (feature) => `${feature}=("${VIDEO_EMBED_ORIGIN}")`,
  ),
  `clipboard-write=(self "${VIDEO_EMBED_ORIGIN}")`,
].join(", ");

export const HSTS = "max-age=31536000; includeSubDomains";

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Pages whose answer is about the visitor even without a session cookie: the account forms,
 * the admin's pages (a 403 today, the panel tomorrow), /logout, /profil ("your own") and its
 * settings, the pages of mailed links and the local outbox (decision 044), with their .data twins.
 */
const PERSONAL_PAGES =
  /^\/(?:(?:panel|artykul_edit|login|logout|rejestracja|przypomnij-haslo|nowe-haslo|potwierdz-email|_dev)(?:[/.]|$)|profil(?:\/ustawienia(?:\/dane)?)?(?:\.data)?$)/;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A fresh, unguessable nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The configured captcha; a broken configuration still gets the strictest policy. */
function captchaProvider(): CaptchaProvider {
  try {
    return config().CAPTCHA_PROVIDER;
  } catch {
    return "altcha";
  }
}

/**
 * A copy of the answer with the security headers set. `nonce` is the one the page was
 * rendered with (page requests only). Headers a route set on purpose stay: a stricter CSP
 * of its own (flags, uploads, thumbnails) and `Cache-Control: public` of answers that are
 * the same for everyone (thumbnails, flags, uploads) even when a session cookie comes along.
 */
export function withSecurityHeaders(request: Request, response: Response, nonce: string | undefined): Response {
  // Answers of fetch(), ASSETS and the cache have immutable headers: copy into a new one.
  const headers = new Headers(response.headers);
  const url = new URL(request.url);

  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  if (url.protocol === "https:" && !LOCAL_HOSTS.has(url.hostname)) headers.set("Strict-Transport-Security", HSTS);

  const ownPolicy = headers.get("Content-Security-Policy");
  const isPage = /^text\/html\b/i.test(headers.get("Content-Type") ?? "");
  if (ownPolicy) {
    if (!/frame-ancestors/i.test(ownPolicy)) headers.set("Content-Security-Policy", `${ownPolicy}; frame-ancestors 'none'`);
  } else {
    headers.set("Content-Security-Policy", isPage && nonce ? pageContentSecurityPolicy(nonce, captchaProvider()) : NON_PAGE_CSP);
  }

  const setsCookie = headers.has("Set-Cookie");
  const sameForEveryone = /\bpublic\b/i.test(headers.get("Cache-Control") ?? "") && !setsCookie;
  const personal = setsCookie || carriesSessionCookie(request) || PERSONAL_PAGES.test(url.pathname);
  if (personal && !sameForEveryone) headers.set("Cache-Control", PRIVATE_NO_STORE);

  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
