// The gate of every add call (songs; interpretations, comments, translations and elements
// alike): a logged-in user passes as themself under a generous per-account limit; anyone
// else is throttled per address (decision 018) and must bring a solved captcha (decision 020).
import { verifyCaptcha } from "./captcha";
import { LIMITS, THROTTLE_MESSAGES, reserve } from "./rate-limit";
import { clientOf } from "./client-address";
import { fail, type Result } from "@core/result";
import { getSessionUser, type SessionUser } from "./session";

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
): Promise<Result<T>> {
  const user = await getSessionUser(request);
  const slot = user
    ? await reserve([[LIMITS.userWritePerAccount, `u${user.id}`]], THROTTLE_MESSAGES.userWrite)
    : await reserve([[LIMITS.anonymousWritePerIp, clientOf(request)]], THROTTLE_MESSAGES.anonymousWrite);
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
