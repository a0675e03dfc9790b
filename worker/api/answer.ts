// Hono's side of a service Result (worker/services/result.ts). The spec's calls answer in
// three families: deletes and accounts say {status: "success" | "error"}, add calls and song
// saves say {result: "success" | "error"}, reads and votes answer their data as it is. The
// HTTP status always comes from the failure code.
import type { Context } from "hono";
import { httpOf, type Result } from "@core/result";

export type AnswerStyle = "status" | "result" | "plain";

export function answer<T>(c: Context, result: Result<T>, style: AnswerStyle, success: (value: T) => object = () => ({})) {
  if (result.ok) {
    const body = success(result.value);
    return c.json(style === "plain" ? body : { [style]: "success", ...body });
  }
  const { status, headers, body } = httpOf(result);
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  if (style === "plain") return c.json(body, status);
  // The spec's login answer names wrong credentials in the status itself.
  const word = style === "status" && result.code === "wrong_credentials" ? "wrong credentials" : "error";
  return c.json({ [style]: word, ...body }, status);
}
