// What every page action answers a form (decision 032): one shape for the song page's forms,
// adding a song, logging in, registering, the panel and the article editor. A form posted by
// the form kit carries `_js=1` and gets this data (or a redirect it follows); a plain form post
// without JavaScript gets a redirect back (post/redirect/get) or the page again with this
// answer as its action data. Failures carry the service's message, the field it belongs to,
// every field's message when several are wrong, and whatever details the service adds.

export type ActionFailure = {
  ok: false;
  intent?: string;
  error: string;
  field?: string;
  /** field → message, when more than one field is wrong */
  errors?: Partial<Record<string, string>>;
  /** what was typed, for a page rendered again without JavaScript */
  values?: Record<string, string>;
  [detail: string]: unknown;
};

export type ActionSuccess<T extends object = object> = { ok: true; intent?: string } & T;

export type ActionAnswer<T extends object = object> = ActionSuccess<T> | ActionFailure;

/** The song page's contribution forms and vote buttons. */
/** The song page's contribution forms and vote buttons; `pending`: a proposal waits for a moderator (decision 042). */
export type ContributionAnswer = ActionAnswer<{ id?: number; points?: number; voted?: boolean; pending?: boolean }>;

export const JS_FIELD = "_js";
export const INTENT_FIELD = "intent";

/** The messages of a failure by field ("form" for the rest), as the forms show them inline. */
export function answerErrors(answer: ActionAnswer | null | undefined): Partial<Record<string, string>> {
  if (!answer || answer.ok) return {};
  return { [answer.field ?? "form"]: answer.error, ...answer.errors };
}
