// The one id schema: a database id as a path, a form or JSON sends it — a positive integer,
// or its digits without sign or leading zero, within SQLite's range.
import { z } from "../zod";

export const ID_PATTERN = /^[1-9]\d{0,14}$/;

export const ID_MESSAGE = "Nieprawidłowy identyfikator.";

export const idSchema = (message: string = ID_MESSAGE) =>
  z.union(
    [
      // Each check carries the message: zod answers the closest option's own issue.
      z.number().int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message),
      z.string().regex(ID_PATTERN, message).transform(Number),
    ],
    { error: message },
  );
