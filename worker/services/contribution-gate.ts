// The gate of every add call (songs; interpretations, comments, translations and elements
// alike; timings, videos, reports; authors' edits of their own posts, decision 048): a
// blocked account or client is refused first (decision 043); a logged-in user passes as
// themself under a generous per-account limit; anyone else is throttled per address
// (decision 018) and must bring a solved captcha (decision 020).
import { verifyCaptcha } from "./captcha";
import { blockedWriter } from "./blocks";
import { LIMITS, type Limit, THROTTLE_MESSAGES, reserve } from "./rate-limit";
import { clientOf } from "./client-address";
import { fail, type Result } from "@core/result";
import { getSessionUser, type SessionUser } from "./session";

/** The per-account and per-client limits a gate counts against, with their refusals. */
export type GateLimits = { user: [Limit, string]; visitor: [Limit, string] };

const WRITE_LIMITS: GateLimits = {
  user: [LIMITS.userWritePerAccount, THROTTLE_MESSAGES.userWrite],
  visitor: [LIMITS.anonymousWritePerIp, THROTTLE_MESSAGES.anonymousWrite],
};

const CAPTCHA_UNAVAILABLE = "Nie udało się sprawdzić captchy. Spróbuj ponownie za chwilę.";

/**
 * Runs one write behind the gate. The throttle slot is reserved before the captcha is
 * checked (a refused visitor does not spend a solved captcha) and given back when the
 * captcha or the write fails, so only stored writes count, and because reserving is one
 * atomic step a burst of concurrent requests cannot slip past the limit.
 */
export async function withContributionGate<T>(
  request: Request,
  captchaToken: unknown,
  captchaMessage: string,
  write: (user: SessionUser | null) => Promise<Result<T>>,
  limits: GateLimits = WRITE_LIMITS,
): Promise<Result<T>> {
  const user = await getSessionUser(request);
  const blocked = await blockedWriter(request, user);
  if (!blocked.ok) return blocked;
  const slot = user
    ? await reserve([[limits.user[0], `u${user.id}`]], limits.user[1])
    : await reserve([[limits.visitor[0], clientOf(request)]], limits.visitor[1]);
  if (!slot.ok) return slot;
  try {
    if (!user) {
      const captcha = await verifyCaptcha(captchaToken, request);
      if (!captcha.ok) {
        await slot.undo();
        return captcha.reason === "unavailable" ? fail("unavailable", CAPTCHA_UNAVAILABLE) : fail("captcha", captchaMessage, { field: "captcha" });
      }
    }
    const result = await write(user);
    if (!result.ok) await slot.undo();
    return result;
  } catch (error) {
    await slot.undo();
    throw error;
  }
}
