// A form's good news (a link sent, a password changed): announced politely where the form is,
// for the answer of a fetch and of a post without JavaScript alike.
import type { ActionAnswer } from "@core/pages/answers";

/** An action's answer that may bring a message (a link sent, a password changed). */
export type NoticeAnswer = ActionAnswer<{ message?: string }>;

/** The `message` of a successful answer for `intent`, if there is one. */
export function successMessage(answer: NoticeAnswer | null | undefined, intent: string): string | null {
  return answer?.ok && answer.intent === intent && typeof answer.message === "string" ? answer.message : null;
}

export function FormNotice({ message }: { message: string | null }) {
  return (
    <p className="form-notice" role="status">
      {message}
    </p>
  );
}
