import { Hono } from "hono";
import { ACCOUNT_MESSAGES, loginSchema, registerSchema } from "@core/schemas/account";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { deleteAccount } from "../services/account-removal";
import { loginAccount, lookupUser, registerAccount, type SignedIn } from "../services/accounts";
import { fail, parseInput } from "@core/result";
import { answer } from "./answer";
import { type AuthedEnv, guard } from "./auth-guard";
import { readBody } from "./body";

export const accountsApi = new Hono<AuthedEnv>();

// GET /api/getUser/{name}: non-empty when the name (or a look-alike of it) or the e-mail is
// taken (the registration form's availability check). A name answers [{user_id, user_name,
// points}], an e-mail only [{exists: true}]; 60 per minute per client, then 429.
accountsApi.get("/getUser/:name", async (c) => {
  const found = await lookupUser(c.req.raw, c.req.param("name"));
  c.header("Cache-Control", "no-store");
  return answer(c, found, "plain", (users) => users);
});

/** Success sets the session cookie and answers {status: "success", user}. */
const signedIn = (c: Parameters<typeof answer>[0]) => (value: SignedIn) => {
  c.header("Set-Cookie", value.cookie);
  c.header("Cache-Control", "no-store");
  return { user: value.user };
};

accountsApi.post("/registerUser", async (c) => {
  const body = await readBody(c);
  const input = parseInput(registerSchema, body);
  return answer(c, input.ok ? await registerAccount(c.req.raw, input.value, body[CAPTCHA_FIELD]) : input, "status", signedIn(c));
});

accountsApi.post("/loginUser", async (c) => {
  const body = await readBody(c);
  const input = parseInput(loginSchema, body);
  if (!input.ok) return answer(c, fail("invalid", ACCOUNT_MESSAGES.loginRequired), "status");
  return answer(c, await loginAccount(c.req.raw, input.value, body[CAPTCHA_FIELD]), "status", signedIn(c));
});

// POST /api/deleteAccount {username, contributions?: "keep" | "trash"}: admins only, never
// their own account; into the trash (decision 043), contributions kept as 'Anonimowy' unless asked.
accountsApi.post("/deleteAccount", guard("account.delete"), async (c) => {
  const { username, contributions } = await readBody(c);
  if (typeof username !== "string" || !username.trim()) return answer(c, fail("invalid", "Podaj nazwę użytkownika."), "status");
  return answer(c, await deleteAccount(c.req.raw, username, contributions === "trash" ? "trash" : "keep"), "status");
});
