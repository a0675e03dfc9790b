// One server-side verifier behind the `g-recaptcha-response` field. ALTCHA (self-hosted
// proof of work: no third party, no cookies, works offline and in tests) by default;
// Cloudflare Turnstile when CAPTCHA_PROVIDER=turnstile. Logged-in users skip it
// (contribution-gate.ts).
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { z } from "zod";
import type { CaptchaWidget } from "@core/schemas/captcha";
import { nowSeconds } from "../platform/clock";
import { config } from "../platform/config";
import { outboundFetch } from "../platform/outbound";
import { db, schema } from "./db";

export type CaptchaFailure = "missing" | "invalid" | "expired" | "used" | "unavailable";
export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };

const CHALLENGE_PATH = "/api/captcha/challenge";
const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

// Deterministic effort: the solver must walk the counter up to a value the server picked,
// each step one PBKDF2 of `cost` rounds. With the default ALTCHA_MAX_COUNTER (400), 100–400
// steps × 5,000 rounds is well under a second in a browser; verification is one HMAC. The
// counter is drawn from the top three quarters of the range, so no challenge is trivial.
const ALTCHA = { algorithm: "PBKDF2/SHA-256", cost: 5_000, ttlSeconds: 10 * 60 };

function altchaSecrets() {
  const secret = config().ALTCHA_HMAC_KEY;
  return { hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}:derived-key` };
}

/** What the browser needs to show the configured widget. */
export function captchaWidget(): CaptchaWidget {
  const settings = config();
  if (settings.CAPTCHA_PROVIDER === "turnstile") {
    if (!settings.TURNSTILE_SITE_KEY) throw new Error("Invalid configuration: Turnstile needs TURNSTILE_SITE_KEY");
    return { provider: "turnstile", siteKey: settings.TURNSTILE_SITE_KEY };
  }
  return { provider: "altcha", challengeUrl: CHALLENGE_PATH };
}

export function createCaptchaChallenge(): Promise<Challenge> {
  const maxCounter = config().ALTCHA_MAX_COUNTER;
  return createChallenge({
    algorithm: ALTCHA.algorithm,
    cost: ALTCHA.cost,
    counter: randomInt(maxCounter, Math.max(1, Math.floor(maxCounter / 4))),
    deriveKey,
    expiresAt: nowSeconds() + ALTCHA.ttlSeconds,
    ...altchaSecrets(),
  });
}

const altchaPayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ nonce: z.string(), expiresAt: z.number().optional() }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

function decodeAltchaPayload(token: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed = altchaPayloadSchema.safeParse(JSON.parse(atob(token)));
    return parsed.success ? (parsed.data as unknown as { challenge: Challenge; solution: Solution }) : null;
  } catch {
    return null;
  }
}

async function verifyAltcha(token: string): Promise<CaptchaResult> {
  const payload = decodeAltchaPayload(token);
  if (!payload) return { ok: false, reason: "invalid" };
  const expiresAt = payload.challenge.parameters.expiresAt;
  if (!expiresAt || expiresAt <= nowSeconds()) return { ok: false, reason: "expired" };
  const result = await verifySolution({ ...payload, deriveKey, ...altchaSecrets() });
  if (result.expired) return { ok: false, reason: "expired" };
  if (!result.verified) return { ok: false, reason: "invalid" };
  // Single use: the signature names the challenge. The spent list is a D1 primary key, so
  // of two submissions of one solution at the same instant exactly one inserts the row.
  // (The schema above guarantees a signature; Challenge's type leaves it optional.)
  const signature = String(payload.challenge.signature);
  const [spent] = await db()
    .insert(schema.spentCaptchas)
    .values({ signature, expiresAt: expiresAt + 60 })
    .onConflictDoNothing()
    .returning({ signature: schema.spentCaptchas.signature });
  if (!spent) return { ok: false, reason: "used" };
  return { ok: true };
}

const turnstileAnswerSchema = z.object({
  success: z.boolean(),
  "error-codes": z.array(z.string()).default([]),
});

async function verifyTurnstile(token: string, request?: Request): Promise<CaptchaResult> {
  const body = new FormData();
  body.set("secret", config().TURNSTILE_SECRET_KEY ?? "");
  body.set("response", token);
  const ip = request?.headers.get("CF-Connecting-IP");
  if (ip) body.set("remoteip", ip);
  try {
    const response = await outboundFetch(TURNSTILE_VERIFY_URL, { method: "POST", body });
    const answer = turnstileAnswerSchema.parse(await response.json());
    if (answer.success) return { ok: true };
    // Turnstile tokens are single use and live 300 s; both failures share this code.
    if (answer["error-codes"].includes("timeout-or-duplicate")) return { ok: false, reason: "used" };
    return { ok: false, reason: "invalid" };
  } catch (error) {
    console.error("Turnstile siteverify failed", error);
    return { ok: false, reason: "unavailable" };
  }
}

/** Checks a `g-recaptcha-response` value with the configured provider. */
export async function verifyCaptcha(token: unknown, request?: Request): Promise<CaptchaResult> {
  if (typeof token !== "string" || token.trim() === "") return { ok: false, reason: "missing" };
  if (token.length > 8192) return { ok: false, reason: "invalid" };
  return config().CAPTCHA_PROVIDER === "turnstile" ? verifyTurnstile(token, request) : verifyAltcha(token);
}
