// Every page action reads its form through this: a body that is not a form (JSON, plain
// text, no content type) or a broken multipart body is the sender's mistake, so it answers
// 415/400 with a Polish message instead of the 500 that request.formData() would throw.
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

const refuse = (message: string, status: 400 | 413 | 415) => data({ error: message }, { status, statusText: statusText(status) });

export async function readForm(request: Request): Promise<FormData> {
  if (Number(request.headers.get("Content-Length") ?? "0") > MAX_FORM_BYTES) throw refuse(FORM_MESSAGES.tooLarge, 413);
  if (!FORM_TYPES.test(request.headers.get("Content-Type") ?? "")) throw refuse(FORM_MESSAGES.notAForm, 415);
  try {
    return await request.formData();
  } catch {
    throw refuse(FORM_MESSAGES.unreadable, 400);
  }
}

/** A text field's value ("" when missing or a file). */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
