import { HTTPException } from "hono/http-exception";
import { z } from "zod";

/** A database id in a path: digits only, no sign, no leading zero, within SQLite's range. */
export const idParam = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, message)
    .transform(Number);

/** Parses a path parameter or answers 400 with the schema's Polish message. */
export function parseParam<T>(schema: z.ZodType<T, string>, value: string | undefined): T {
  const parsed = schema.safeParse(value ?? "");
  if (!parsed.success) throw new HTTPException(400, { message: parsed.error.issues[0]?.message ?? "Nieprawidłowy parametr." });
  return parsed.data;
}
