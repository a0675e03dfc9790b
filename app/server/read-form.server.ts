// Every page action reads its form through this: a body that is not a form (JSON, plain
// text, no content type) or a broken multipart body is the sender's mistake, so it answers
// 415/400 with a Polish message instead of the 500 that request.formData() would throw. A
// body over the limit answers 413 whether it declares its length or not (issue 16, D3).
import { data } from "react-router";
import { statusText } from "@core/result";

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/** The largest form a page takes: an article of 500,000 characters, percent-encoded. */
const MAX_FORM_BYTES = 4 * 1024 * 1024;

export const FORM_MESSAGES = {
  tooLarge: "Formularz jest za duży.",
  notAForm: "Formularz musi być wysłany jako formularz (application/x-www-form-urlencoded lub multipart/form-data).",
  unreadable: "Nie udało się odczytać formularza.",
} as const;

/**
 * The body's bytes, counted as they arrive: null as soon as there are more than `max`, and
 * the rest is never read. A declared Content-Length says nothing about a chunked body.
 */
async function readAtMost(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      void reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const refuse = (message: string, status: 400 | 413 | 415) => data({ error: message }, { status, statusText: statusText(status) });

export async function readForm(request: Request): Promise<FormData> {
  if (Number(request.headers.get("Content-Length") ?? "0") > MAX_FORM_BYTES) throw refuse(FORM_MESSAGES.tooLarge, 413);
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.test(type)) throw refuse(FORM_MESSAGES.notAForm, 415);
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = request.body ? await readAtMost(request.body, MAX_FORM_BYTES) : new Uint8Array(0);
  } catch {
    throw refuse(FORM_MESSAGES.unreadable, 400);
  }
  if (!bytes) throw refuse(FORM_MESSAGES.tooLarge, 413);
  try {
    return await new Response(bytes, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw refuse(FORM_MESSAGES.unreadable, 400);
  }
}

/** A text field's value ("" when missing or a file). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
