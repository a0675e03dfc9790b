import { commentTrust } from "@core/pages/api-types";
import { ReportLink } from "./report-link";
import { Link, useNavigate } from "react-router";
import { ConfirmDeleteForm } from "~/components/confirm-delete-form";
import { CaptchaForm, Field } from "~/components/form-kit/captcha-form";
import { MarkupEditor } from "~/components/markup-editor";
import { preloadMarkup, UserText } from "~/components/user-text";
// Loaded with this tab, so its comments render their markup at once (see user-text.tsx).
import "~/components/markup-text";
import { FIRST_FORM_FIELD, focusWhenShown, openerSelector, TAB_PANEL_ID } from "~/lib/focus-move";
import type { CommentItem } from "@core/pages/api-types";
import type { CaptchaWidget } from "@core/schemas/captcha";
import type { ContributionAnswer } from "@core/pages/answers";
import { CONTRIBUTION_LIMITS, CONTRIBUTION_MESSAGES } from "@core/rules/contribution";
import { ANONYMOUS_AUTHOR } from "@core/constants";
import { addFormHref, songTabHref } from "@core/pages/song-view";
import { entityHref } from "@core/text/urlname";
import { can } from "@core/auth/permissions";
import type { UserData } from "~/lib/userdata";
import { ItemMeta } from "./item-meta";
import { EditableText, EditLink, PreviousVersions } from "./post-edit";
import { VoteButton } from "./vote-button";

void preloadMarkup();

type Props = {
  urlname: string;
  comments: CommentItem[];
  adding: boolean;
  viewer: UserData | null;
  captcha: CaptchaWidget | null;
  serverAnswer: ContributionAnswer | null;
};

/**
 * Comments as the server sorted them (points descending, ties by id ascending, product §4.9),
 * and the tab's add form ('Dodaj komentarz' toggles between the list and the form).
 */
export function CommentsTab({ urlname, comments, adding, viewer, captcha, serverAnswer }: Props) {
  const navigate = useNavigate();
  const tab = songTabHref(urlname, "komentarze");
  if (adding) {
    return (
      <CaptchaForm
        intent="comment"
        action={entityHref(urlname)}
        captcha={captcha}
        captchaMessage={CONTRIBUTION_MESSAGES.commentCaptcha}
        submitLabel="Dodaj komentarz"
        serverAnswer={serverAnswer?.intent === "comment" ? serverAnswer : null}
        validate={(form) => ({
          text: String(form.get("text") ?? "").trim() === "" ? CONTRIBUTION_MESSAGES.commentText : undefined,
        })}
        onCancel={() => {
          navigate(tab, { preventScrollReset: true, replace: true });
          focusWhenShown(openerSelector("komentarze"));
        }}
        onDone={(answer) => {
          navigate(`${tab}#komentarz-${answer.id}`, { preventScrollReset: true, replace: true });
          focusWhenShown(`#komentarz-${answer.id}`);
        }}
      >
        <h2 className="panel-title">Dodaj komentarz</h2>
        <p className="muted">
          Komentujesz jako <b>{viewer?.username ?? ANONYMOUS_AUTHOR}</b>.
          {!viewer && " Linki w komentarzach mogą dodawać tylko zalogowani użytkownicy."}
        </p>
        {/* Without JavaScript the editor is a plain textarea named "text": the post still works. */}
        <Field label="Treść komentarza" name="text">
          {({ id, describedBy, invalid }) => (
            <MarkupEditor
              name="text"
              id={id}
              describedBy={describedBy}
              invalid={invalid}
              limit={CONTRIBUTION_LIMITS.comment}
              hardLimit
              className="comment-input"
              trust={viewer?.role ?? "visitor"}
            />
          )}
        </Field>
      </CaptchaForm>
    );
  }
  return (
    <>
      <p>
        <Link
          className="button"
          to={addFormHref(urlname, "komentarze")}
          data-opens="komentarze"
          onClick={() => focusWhenShown(FIRST_FORM_FIELD)}
          preventScrollReset
          replace
        >
          Dodaj komentarz
        </Link>
      </p>
      {comments.length === 0 ? (
        <p className="muted">Nikt jeszcze nie skomentował tej piosenki.</p>
      ) : (
        <ol className="comments">
          {comments.map((comment) => (
            <li key={comment.comment_id} id={`komentarz-${comment.comment_id}`} className="comment card" tabIndex={-1}>
              <EditableText kind="comment" id={comment.comment_id} authorId={comment.comment_author_id} text={comment.comment_text}>
                <UserText text={comment.comment_text} markup={commentTrust(comment, ANONYMOUS_AUTHOR)} className="comment-text" />
              </EditableText>
              <ItemMeta
                author={comment.comment_author}
                badge={comment.comment_author_badge}
                timestamp={comment.comment_timestamp}
                editedAt={comment.comment_edited_at}
                vote={<VoteButton target="comment" id={comment.comment_id} points={comment.comment_points} author={comment.comment_author} />}
              />
              <EditLink kind="comment" id={comment.comment_id} authorId={comment.comment_author_id} />
              <ReportLink urlname={urlname} kind="comment" id={comment.comment_id} />
              {can(viewer, "comment.delete") && (
                <ConfirmDeleteForm
                  action={entityHref(urlname)}
                  intent="delete-comment"
                  fields={{ comment_id: comment.comment_id }}
                  question="Czy na pewno usunąć ten komentarz?"
                  label="Usuń"
                  focusAfter={`#${TAB_PANEL_ID}`}
                />
              )}
              <PreviousVersions kind="comment" id={comment.comment_id} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
