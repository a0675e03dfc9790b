import { Hono, type Context } from "hono";
import { ACCOUNT_MESSAGES, fieldErrors, loginSchema, registerSchema } from "../../app/lib/account-schemas";
import { CAPTCHA_FIELD } from "../../app/lib/captcha-widget";
import { deleteAccount, findUsers, loginAccount, registerAccount, type AccountOutcome } from "../services/accounts";
import { requireAdmin } from "./auth-guard";
import { readBody } from "./body";

export const accountsApi = new Hono<{ Bindings: Env }>();

// GET /api/getUser/{name}: non-empty when the name or e-mail is taken (the registration
// form's availability check). Answers no e-mail and no hash.
accountsApi.get("/getUser/:name", async (c) => c.json(await findUsers(c.req.param("name"))));

function answer(c: Context, outcome: AccountOutcome, wrongStatus: "error" | "wrong credentials") {
  if (outcome.kind === "success") {
    c.header("Set-Cookie", outcome.cookie);
    c.header("Cache-Control", "no-store");
    return c.json({ status: "success", user: outcome.user });
  }
  if (outcome.kind === "throttled") {
    c.header("Retry-After", String(outcome.retryAfterSeconds));
    return c.json({ status: "error", error: outcome.message }, 429);
  }
  const error = Object.values(outcome.errors)[0] ?? ACCOUNT_MESSAGES.registerFailed;
  return c.json({ status: outcome.status === 401 ? wrongStatus : "error", error, errors: outcome.errors }, outcome.status);
}

accountsApi.post("/registerUser", async (c) => {
  const body = await readBody(c);
  const parsed = registerSchema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return c.json({ status: "error", error: Object.values(errors)[0], errors }, 400);
  }
  return answer(c, await registerAccount(c.req.raw, parsed.data, body[CAPTCHA_FIELD]), "error");
});

accountsApi.post("/loginUser", async (c) => {
  const parsed = loginSchema.safeParse(await readBody(c));
  if (!parsed.success) return c.json({ status: "error", error: ACCOUNT_MESSAGES.loginRequired }, 400);
  return answer(c, await loginAccount(c.req.raw, parsed.data), "wrong credentials");
});

// POST /api/deleteAccount {username}: admins only, never their own account.
accountsApi.post("/deleteAccount", requireAdmin, async (c) => {
  const { username } = await readBody(c);
  if (typeof username !== "string" || !username.trim()) {
    return c.json({ status: "error", error: "Podaj nazwę użytkownika." }, 400);
  }
  const outcome = await deleteAccount(c.get("user"), username);
  if (outcome.status === "error") return c.json({ status: "error", error: outcome.error }, outcome.httpStatus);
  return c.json(outcome);
});
