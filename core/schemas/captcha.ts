// What a form needs to show the configured captcha (the loader's answer) and the field it
// submits. The server decides the provider; see worker/services/captcha.ts.
export const CAPTCHA_FIELD = "g-recaptcha-response";

export type CaptchaWidget = { provider: "altcha"; challengeUrl: string } | { provider: "turnstile"; siteKey: string };
