// The gate of every add call a visitor may use (songs; annotations, comments, translations
// and elements alike): a logged-in user passes as themself; anyone else is throttled per
// address (decision 018) and must bring a solved captcha (decision 020).
import { verifyCaptcha, type CaptchaFailure } from "./captcha";
import { LIMITS, THROTTLE_MESSAGES, checkLimit, clientIp, consumeLimit, tooManyAttemptsMessage } from "./rate-limit";
import { getSessionUser, type SessionUser } from "./session";

export type ContributionGate =
  | { ok: true; user: SessionUser | null }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number; message: string }
  | { ok: false; reason: CaptchaFailure };

/** Throttle first, so a refused visitor does not spend a solved captcha. */
export async function passContributionGate(request: Request, captchaToken: unknown): Promise<ContributionGate> {
  const user = await getSessionUser(request);
  if (user) return { ok: true, user };
  const state = await checkLimit(LIMITS.anonymousWritePerIp, clientIp(request));
  if (!state.allowed) {
    return {
      ok: false,
      reason: "throttled",
      retryAfterSeconds: state.retryAfterSeconds,
      message: tooManyAttemptsMessage(state, THROTTLE_MESSAGES.anonymousWrite),
    };
  }
  const captcha = await verifyCaptcha(captchaToken, request);
  return captcha.ok ? { ok: true, user: null } : captcha;
}

/** Counts a stored anonymous write against its address; users' writes are not counted. */
export async function countContribution(request: Request, user: SessionUser | null): Promise<void> {
  if (!user) await consumeLimit(LIMITS.anonymousWritePerIp, clientIp(request));
}
