import { Hono } from "hono";
import { createCaptchaChallenge } from "../services/captcha";

export const captchaApi = new Hono<{ Bindings: Env }>();

// GET /api/captcha/challenge: a fresh, signed ALTCHA puzzle for the widget. Never cached:
// every solution is single use.
captchaApi.get("/captcha/challenge", async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await createCaptchaChallenge());
});
