// The form that edits one's own interpretation, comment or translation in its place
// (decision 048), in a chunk of its own: post-edit.tsx loads it when an author opens it.
import { useContext } from "react";
import { useLocation, useNavigate } from "react-router";
import { CONTRIBUTION_LIMITS, CONTRIBUTION_MESSAGES, TRANSLATION_LIMITS, TRANSLATION_MESSAGES } from "@core/rules/contribution";
import { EDIT_INTENTS, type EditableKind, POST_EDIT_MESSAGES } from "@core/rules/post-edits";
import { CaptchaForm, Field, TextAreaField } from "~/components/form-kit/captcha-form";
import { MarkupEditor } from "~/components/markup-editor";
import { focusWhenShown } from "~/lib/focus-move";
import { ANCHORS, editHref, type Item } from "./post-edit";
import { PostEditContext } from "./post-edit-context";

const REQUIRED: Record<EditableKind, string> = {
  annotation: CONTRIBUTION_MESSAGES.annotationText,
  comment: CONTRIBUTION_MESSAGES.commentText,
  translation: TRANSLATION_MESSAGES.text,
};

export default function EditPostForm({ kind, id, text }: Item & { text: string }) {
  const { viewer, serverAnswer } = useContext(PostEditContext);
  const location = useLocation();
  const navigate = useNavigate();
  const intent = EDIT_INTENTS[kind];
  // A refused post without JavaScript comes back with what was typed.
  const answer = serverAnswer && !serverAnswer.ok && serverAnswer.intent === intent && serverAnswer.values?.id === String(id) ? serverAnswer : null;
  const initial = answer?.values?.text ?? text;
  const anchor = `#${ANCHORS[kind]}-${id}`;
  const close = () => {
    navigate(editHref(location.pathname, location.search, null), { preventScrollReset: true, replace: true });
    focusWhenShown(anchor);
  };
  return (
    <div id={`edytuj-${ANCHORS[kind]}-${id}`} className="post-edit">
      <CaptchaForm
        intent={intent}
        action={`${location.pathname}${location.search}`}
        captcha={null}
        captchaMessage=""
        submitLabel="Zapisz zmiany"
        serverAnswer={answer}
        validate={(form) => {
          const value = String(form.get("text") ?? "").trim();
          return { text: value === "" ? REQUIRED[kind] : value === text.trim() ? POST_EDIT_MESSAGES.unchanged : undefined };
        }}
        onCancel={close}
        onDone={close}
      >
        <input type="hidden" name="id" value={id} />
        {kind === "comment" ? (
          <Field label="Treść komentarza" name="text">
            {({ id: fieldId, describedBy, invalid }) => (
              <MarkupEditor
                name="text"
                id={fieldId}
                describedBy={describedBy}
                invalid={invalid}
                defaultValue={initial}
                limit={CONTRIBUTION_LIMITS.comment}
                hardLimit
                className="comment-input"
                trust={viewer?.role ?? "user"}
              />
            )}
          </Field>
        ) : kind === "annotation" ? (
          <TextAreaField
            label="Twoja interpretacja"
            name="text"
            className="annotation-input"
            maxLength={CONTRIBUTION_LIMITS.annotation}
            defaultValue={initial}
          />
        ) : (
          <TextAreaField
            label="Tekst tłumaczenia"
            name="text"
            className="translation-input"
            maxLength={TRANSLATION_LIMITS.chars}
            defaultValue={initial}
          />
        )}
        <p className="muted">
          {kind === "annotation" ? "Zmieniasz tylko tekst: linie zostają te same. " : ""}
          Głosy i punkty zostają, a przy wpisie pojawi się „edytowano”.
        </p>
      </CaptchaForm>
    </div>
  );
}
