// The one door for mail that leaves the machine (decision 044): the provider MAIL_PROVIDER names,
// reached over its HTTP API through outbound.ts, so tests replace the network the way they do
// for every other call and `npm test` never sends anything. In development and tests
// (MAIL_PROVIDER=outbox) no mail gets here: worker/services/mail.ts keeps it in the outbox.
import { config } from "./config";
import { outboundFetch } from "./outbound";

export type Mail = { to: string; subject: string; text: string; html: string };

export type MailProvider = "resend" | "postmark";

/** A provider that has not answered by then counts as failed: the user is told to try again. */
export const MAIL_TIMEOUT_MS = 10_000;

type Send = (mail: Mail, from: string, apiKey: string, signal: AbortSignal) => Promise<Response>;

const json = (body: unknown) => JSON.stringify(body);

const PROVIDERS: Record<MailProvider, Send> = {
  // https://resend.com/docs/api-reference/emails/send-email
  resend: (mail, from, apiKey, signal) =>
    outboundFetch("https://api.resend.com/emails", {
      method: "POST",
      headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
      body: json({ from, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html }),
      signal,
    }),
  // https://postmarkapp.com/developer/api/email-api
  postmark: (mail, from, apiKey, signal) =>
    outboundFetch("https://api.postmarkapp.com/email", {
      method: "POST",
      headers: { "X-Postmark-Server-Token": apiKey, Accept: "application/json", "Content-Type": "application/json" },
      body: json({ From: from, To: mail.to, Subject: mail.subject, TextBody: mail.text, HtmlBody: mail.html, MessageStream: "outbound" }),
      signal,
    }),
};

/**
 * Hands the mail to the configured provider. Throws when the provider refuses it, the call
 * fails or no answer comes within MAIL_TIMEOUT_MS; the error never carries the mail itself
 * (it may hold a single-use link).
 */
export async function deliverMail(mail: Mail): Promise<void> {
  const { MAIL_PROVIDER, MAIL_FROM, MAIL_API_KEY } = config();
  if (MAIL_PROVIDER === "outbox" || !MAIL_FROM || !MAIL_API_KEY) throw new Error(`MAIL_PROVIDER=${MAIL_PROVIDER} delivers nothing`);
  const response = await PROVIDERS[MAIL_PROVIDER](mail, MAIL_FROM, MAIL_API_KEY, AbortSignal.timeout(MAIL_TIMEOUT_MS));
  // Read so the connection is released; the body says why, never what was sent.
  const answer = await response.text().catch(() => "");
  if (!response.ok) throw new Error(`${MAIL_PROVIDER} answered ${response.status}: ${answer.slice(0, 200)}`);
}
