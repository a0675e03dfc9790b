import type { Context } from "hono";

/** The request body as a plain object: JSON, or form fields for no-JavaScript posts. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const value: unknown = await c.req.json();
      return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    }
    if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
      return (await c.req.parseBody()) as Record<string, unknown>;
    }
  } catch {
    // Malformed JSON reads as an empty body: the schema then names what is missing.
  }
  return {};
}
