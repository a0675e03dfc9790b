import type { ActionAnswer } from "@core/pages/answers";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { focusWhenGone } from "~/lib/focus-move";

type Props = {
  /** the route whose action deletes */
  action: string;
  intent: string;
  fields: Record<string, string | number>;
  /** asked before anything is sent (product §4.12: every delete asks for confirmation) */
  question: string;
  label: string;
  /** where focus goes once the item is gone (a selector): its list or panel, never <body> */
  focusAfter?: string;
  /** visible choices that go with the delete (an account's contributions) */
  children?: ReactNode;
};

/** A delete button that asks first; without JavaScript it is a plain form post. */
export function ConfirmDeleteForm({ action, intent, fields, question, label, focusAfter, children }: Props) {
  const fetcher = useFetcher<ActionAnswer>();
  const error = fetcher.state === "idle" && fetcher.data?.ok === false ? fetcher.data.error : undefined;
  return (
    <fetcher.Form
      method="post"
      action={action}
      className="confirm-delete"
      onSubmit={(event) => {
        event.preventDefault();
        if (!window.confirm(question)) return;
        const form = event.currentTarget;
        // The button goes with its item (this component unmounts in the same update), so
        // focus moves on to `focusAfter` once the item has left the page.
        void fetcher.submit(form).then(() => {
          if (focusAfter) focusWhenGone(form, focusAfter);
        });
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className="button danger" disabled={fetcher.state !== "idle"}>
        {label}
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </fetcher.Form>
  );
}

/** An article's delete button (the panel's list, the editor): the question names the article. */
export function DeleteArticleForm({
  article,
  ...props
}: Pick<Props, "action" | "intent" | "label"> & { article: { article_id: number; article_title: string } }) {
  return (
    <ConfirmDeleteForm {...props} fields={{ article_id: article.article_id }} question={`Czy na pewno usunąć artykuł „${article.article_title}”?`} />
  );
}
