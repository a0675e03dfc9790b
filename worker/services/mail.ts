// Sending a mail, and the local outbox (decision 044). With MAIL_PROVIDER=outbox (development,
// tests, the e2e server) a mail never leaves the machine: it is printed once in the terminal
// and kept in D1 for /_dev/poczta. Otherwise it goes to the provider (worker/platform/mail.ts).
// Either way the caller gets a Result: a failure is the Polish 'try again' message, and the
// caller undoes whatever it prepared for the mail, so nothing is left half done.
import { desc, lt } from "drizzle-orm";
import { MAIL_MESSAGES } from "@core/schemas/account-settings";
import { fail, ok, type Result } from "@core/result";
import { nowSeconds } from "../platform/clock";
import { config } from "../platform/config";
import { deliverMail, type Mail } from "../platform/mail";
import { db, schema } from "./db";

export type { Mail };

/** Whether mail stays on this machine (and /_dev/poczta exists). */
export function outboxEnabled(): boolean {
  return config().MAIL_PROVIDER === "outbox";
}

async function keepInOutbox(mail: Mail): Promise<void> {
  await db()
    .insert(schema.outboxMails)
    .values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html, createdAt: nowSeconds() });
  // Printed once, where the developer is looking; the same text as the page shows.
  console.log(`\n📧 Poczta (nie wysłana, MAIL_PROVIDER=outbox; /_dev/poczta)\nDo: ${mail.to}\nTemat: ${mail.subject}\n\n${mail.text}\n`);
}

export async function sendMail(mail: Mail): Promise<Result> {
  try {
    if (outboxEnabled()) await keepInOutbox(mail);
    else await deliverMail(mail);
    return ok();
  } catch (error) {
    console.error("Mail not sent:", error instanceof Error ? error.message : String(error));
    return fail("unavailable", MAIL_MESSAGES.failed);
  }
}

export type OutboxMail = { id: number; to: string; subject: string; text: string; html: string; sentAt: number; links: string[] };

const LINK = /https?:\/\/[^\s<>"]+/g;

/** The outbox, newest first (the page shows the last `limit`). */
export async function listOutbox(limit = 100): Promise<OutboxMail[]> {
  const o = schema.outboxMails;
  const rows = await db().select().from(o).orderBy(desc(o.id)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    sentAt: row.createdAt,
    links: [...new Set(row.text.match(LINK) ?? [])],
  }));
}

/** Outbox mails older than a week go with the hourly clean-up. */
export function pruneOutbox(now = nowSeconds()) {
  return db()
    .delete(schema.outboxMails)
    .where(lt(schema.outboxMails.createdAt, now - 7 * 86400));
}
