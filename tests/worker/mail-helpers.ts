// Reading the local outbox (MAIL_PROVIDER=outbox in vitest.config.ts, decision 044) and the
// single-use links in its mails, for the account tests.
import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import * as schema from "@db/schema";
import { resetConfigForTests } from "@worker/platform/config";
import { setOutboundFetch } from "@worker/platform/outbound";
import { testDb } from "./helpers";

export type SentMail = typeof schema.outboxMails.$inferSelect;

/** Every mail to the address, oldest first. */
export async function mailsTo(address: string): Promise<SentMail[]> {
  const rows = await testDb().select().from(schema.outboxMails).where(eq(schema.outboxMails.recipient, address)).orderBy(desc(schema.outboxMails.id));
  return rows.reverse();
}

/** The link in a mail's text, as a path with its query (the tests request it from the Worker). */
export function linkIn(mail: SentMail): { path: string; token: string } {
  const found = mail.text.match(/https?:\/\/\S+/);
  if (!found) throw new Error(`No link in the mail "${mail.subject}"`);
  const url = new URL(found[0]);
  return { path: `${url.pathname}${url.search}`, token: url.searchParams.get("token") ?? "" };
}

/** The newest mail to the address; fails the test when there is none. */
export async function lastMailTo(address: string): Promise<SentMail> {
  const mails = await mailsTo(address);
  const last = mails.at(-1);
  if (!last) throw new Error(`No mail to ${address}`);
  return last;
}

const bindings = env as unknown as Record<string, string | undefined>;

export type SentRequest = { url: string; init: RequestInit };

/**
 * Switches mail to a real provider whose API answers with `answer` (or throws what it throws)
 * and records what was sent; `restore` goes back to the outbox and the network-less fake.
 */
export function switchMailProvider(provider: "resend" | "postmark", answer: () => Promise<Response>): { sent: SentRequest[]; restore: () => void } {
  bindings.MAIL_PROVIDER = provider;
  bindings.MAIL_API_KEY = "klucz-testowy";
  bindings.MAIL_FROM = "Nadinterpretacje <no-reply@nadinterpretacje.pl>";
  resetConfigForTests();
  const sent: SentRequest[] = [];
  const restoreFetch = setOutboundFetch(async (input, init) => {
    sent.push({ url: String(input), init: init ?? {} });
    return answer();
  });
  return {
    sent,
    restore: () => {
      restoreFetch();
      bindings.MAIL_PROVIDER = "outbox";
      delete bindings.MAIL_API_KEY;
      delete bindings.MAIL_FROM;
      resetConfigForTests();
    },
  };
}
