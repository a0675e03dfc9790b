// SQL as text for the backup and restore scripts: values written as literals, and a reader
// that splits a file back into statements — by quotes, comments and trigger bodies, never by
// a naive ";\n" (lyrics have semicolons at line ends, triggers have them inside BEGIN…END).
import { createReadStream } from "node:fs";

/** A value as an SQLite literal: NULL, a number, 'text' (quotes doubled) or X'hex' for a blob. */
export function sqlLiteral(value) {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "bigint") return value.toString();
  if (typeof value === "boolean") return value ? "1" : "0";
  if (Array.isArray(value) || value instanceof Uint8Array || value instanceof ArrayBuffer) {
    const bytes = value instanceof ArrayBuffer ? new Uint8Array(value) : value;
    return `X'${Buffer.from(bytes).toString("hex")}'`;
  }
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** An identifier in double quotes. */
export const quoteName = (name) => `"${String(name).replaceAll('"', '""')}"`;

/**
 * Splits SQL text into statements, fed in chunks of any size: `push` answers the statements
 * completed so far, `end` the last one. Statements come without their final ";".
 */
export class StatementSplitter {
  #current = "";
  #state = "code"; // code, quote ' " ` ], line comment, block comment
  #closing = "";
  #previous = "";

  push(chunk) {
    const done = [];
    for (const char of chunk) {
      const previous = this.#previous;
      this.#previous = char;
      switch (this.#state) {
        case "quote":
          this.#current += char;
          if (char === this.#closing) this.#state = "code";
          continue;
        case "line":
          if (char === "\n") this.#state = "code";
          this.#current += char;
          continue;
        case "block":
          this.#current += char;
          if (previous === "*" && char === "/") this.#state = "code";
          continue;
      }
      if (char === "'" || char === '"' || char === "`" || char === "[") {
        this.#state = "quote";
        this.#closing = char === "[" ? "]" : char;
      } else if (char === "-" && previous === "-") {
        this.#state = "line";
      } else if (char === "*" && previous === "/") {
        this.#state = "block";
      } else if (char === ";") {
        const statement = this.#current.trim();
        // A trigger's body holds statements of its own: it ends only at END;
        const isTrigger = /^CREATE\s+(TEMP\s+|TEMPORARY\s+)?TRIGGER\b/i.test(withoutComments(statement));
        if (!isTrigger || /\bEND$/i.test(withoutComments(statement))) {
          if (withoutComments(statement) !== "") done.push(statement);
          this.#current = "";
          this.#previous = "";
          continue;
        }
      }
      this.#current += char;
    }
    return done;
  }

  end() {
    const statement = this.#current.trim();
    this.#current = "";
    return withoutComments(statement) === "" ? [] : [statement];
  }
}

/** The text without -- comments at the starts of its lines (what the checks above look at). */
function withoutComments(text) {
  return text.replace(/^\s*--[^\n]*\n?/gm, "").trim();
}

/** The statements of an SQL file, read in pieces (a whole copy may not fit in one string). */
export async function* statementsOfFile(file) {
  const splitter = new StatementSplitter();
  for await (const chunk of createReadStream(file, { encoding: "utf8", highWaterMark: 1 << 20 })) yield* splitter.push(chunk);
  yield* splitter.end();
}

/** The statements of SQL text. */
export function statementsOf(text) {
  const splitter = new StatementSplitter();
  return [...splitter.push(text), ...splitter.end()];
}
