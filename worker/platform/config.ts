// Configuration and secrets are validated on first use, never defaulted: a missing secret
// must fail loudly rather than sign sessions with a guessable key.
import { env } from "cloudflare:workers";
import { z } from "zod";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

const configSchema = z.object({
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET musi mieć co najmniej 32 znaki"),
  ALTCHA_HMAC_KEY: z.string().min(32, "ALTCHA_HMAC_KEY musi mieć co najmniej 32 znaki"),
  SITE_URL: z.url(),
  CAPTCHA_PROVIDER: z.enum(["altcha", "turnstile"]).default("altcha"),
  TURNSTILE_SECRET_KEY: z.string().optional(),
  TURNSTILE_SITE_KEY: z.string().optional(),
  // The largest counter an ALTCHA challenge asks the solver to reach (altcha-lib v2's
  // counterpart of v1's maxnumber): the work per captcha. Vars arrive as strings.
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(1).max(100_000).default(400),
  // Optional: with it a newly saved song gets the video site's best match (video-match.ts).
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  // Where mail goes (decision 044): "outbox" keeps it on this machine (printed once, listed at
  // /_dev/poczta) and is accepted only with a loopback SITE_URL, so a deployed site can never
  // publish its reset links; "resend" and "postmark" send through that provider's HTTP API.
  MAIL_PROVIDER: z.enum(["outbox", "resend", "postmark"], "MAIL_PROVIDER musi być jednym z: outbox, resend, postmark"),
  // The sender, e.g. "Nadinterpretacje <no-reply@nadinterpretacje.pl>" (a domain the provider verified).
  MAIL_FROM: z.string().trim().min(3).optional(),
  MAIL_API_KEY: z.string().min(1).optional(),
  // The data controller the privacy page names (RODO art. 13): required, there is no default.
  DATA_CONTROLLER_NAME: z.string().trim().min(1, "DATA_CONTROLLER_NAME jest wymagane"),
  DATA_CONTROLLER_ADDRESS: z.string().trim().min(1, "DATA_CONTROLLER_ADDRESS jest wymagane"),
  DATA_CONTROLLER_EMAIL: z.email("DATA_CONTROLLER_EMAIL musi być adresem e-mail"),
  // Where anonymous pages are kept (decision 051): "workers-cache" in production; unset, Workers
  // Cache when the platform offers it to the request (ctx.cache), else the Cache API.
  PAGE_CACHE: z.enum(["workers-cache", "cache-api"], "PAGE_CACHE musi być jednym z: workers-cache, cache-api").optional(),
});

export type AppConfig = z.infer<typeof configSchema>;

let cached: AppConfig | undefined;

export function config(): AppConfig {
  if (cached) return cached;
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration (see .dev.vars.example): ${problems.join("; ")}`);
  }
  if (parsed.data.CAPTCHA_PROVIDER === "turnstile" && !parsed.data.TURNSTILE_SECRET_KEY) {
    throw new Error("Invalid configuration: CAPTCHA_PROVIDER=turnstile needs TURNSTILE_SECRET_KEY");
  }
  if (parsed.data.MAIL_PROVIDER === "outbox" && !LOOPBACK_HOSTS.has(new URL(parsed.data.SITE_URL).hostname)) {
    throw new Error("Invalid configuration: MAIL_PROVIDER=outbox is for a local SITE_URL only; production needs resend or postmark");
  }
  if (parsed.data.MAIL_PROVIDER !== "outbox" && (!parsed.data.MAIL_API_KEY || !parsed.data.MAIL_FROM)) {
    throw new Error(`Invalid configuration: MAIL_PROVIDER=${parsed.data.MAIL_PROVIDER} needs MAIL_API_KEY and MAIL_FROM`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change bindings between cases; they drop the memoised copy through this. */
export function resetConfigForTests(): void {
  cached = undefined;
}

/**
 * The site's public origin for absolute links (canonical, share tags, sitemaps, feeds):
 * SITE_URL, except under the dev server, which takes whatever port is free, and on any
 * local run whose SITE_URL is a loopback address (`npm run preview`, the test servers):
 * there the request's own origin is the site.
 */
export function siteOrigin(request: Request): string {
  const configured = configuredSite();
  if (import.meta.env.DEV || LOOPBACK_HOSTS.has(configured.hostname)) return new URL(request.url).origin;
  return configured.origin;
}

// A page asks for the origin several times (links, meta tags, structured data): SITE_URL is
// parsed once per value.
let site: { url: string; hostname: string; origin: string } | undefined;
function configuredSite() {
  const url = config().SITE_URL;
  if (site?.url !== url) {
    const parsed = new URL(url);
    site = { url, hostname: parsed.hostname, origin: parsed.origin };
  }
  return site;
}
