// Editing one's own interpretation, comment or translation on the song page (decision 048).
// 'Edytuj' shows beside an item when `canEditOwn` (core/auth/own-posts.ts, the rule the
// server checks) says the viewer wrote it. It is a link to the same address with
// ?edytuj=<id>, so the form opens in the item's place without JavaScript too; the form posts
// to the song page's action (intent edit-<kind>) through the form kit's fetcher, or as a
// plain post that lands back on the item. Staff see an edited item's earlier versions.
import { createContext, type ReactNode, useContext } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { canEditOwn } from "@core/auth/own-posts";
import type { Role } from "@core/auth/roles";
import type { ContributionAnswer } from "@core/pages/answers";
import type { PostVersions } from "@core/pages/page-data";
import { CONTRIBUTION_LIMITS, CONTRIBUTION_MESSAGES, TRANSLATION_LIMITS, TRANSLATION_MESSAGES } from "@core/rules/contribution";
import { EDIT_INTENTS, EDIT_PARAM, type EditableKind, POST_EDIT_MESSAGES, PREVIOUS_VERSIONS_LABEL } from "@core/rules/post-edits";
import { DateTime } from "~/components/date-time";
import { CaptchaForm, Field, TextAreaField } from "~/components/form-kit/captcha-form";
import { MarkupEditor } from "~/components/markup-editor";
import { UserText } from "~/components/user-text";
import { focusWhenShown } from "~/lib/focus-move";

type PostEditState = {
  /** the logged-in viewer (its id decides which items are theirs), null for a visitor */
  viewer: { id: number; role: Role } | null;
  /** earlier versions of the song's edited items, for staff only (null for everyone else) */
  versions: PostVersions | null;
  /** the action's answer to a form posted without JavaScript */
  serverAnswer: ContributionAnswer | null;
};

const PostEditContext = createContext<PostEditState>({ viewer: null, versions: null, serverAnswer: null });

export function PostEditProvider({ children, ...state }: PostEditState & { children: ReactNode }) {
  return <PostEditContext.Provider value={state}>{children}</PostEditContext.Provider>;
}

/** Where each kind's item sits on the page (its element id), to focus it after an edit. */
const ANCHORS: Record<EditableKind, string> = { annotation: "interpretacja", comment: "komentarz", translation: "tlumaczenie" };

const REQUIRED: Record<EditableKind, string> = {
  annotation: CONTRIBUTION_MESSAGES.annotationText,
  comment: CONTRIBUTION_MESSAGES.commentText,
  translation: TRANSLATION_MESSAGES.text,
};

/** The address with the edit form of `id` open, or closed (null), keeping the tab, line and language. */
function editHref(pathname: string, search: string, id: number | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(EDIT_PARAM);
  else params.set(EDIT_PARAM, String(id));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

function useEditingId(): number | null {
  const [search] = useSearchParams();
  const value = search.get(EDIT_PARAM);
  return value !== null && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null;
}

type Item = { kind: EditableKind; id: number; authorId: number | null };

/** 'Edytuj' beside the viewer's own item (nothing for anyone else's, or while its form is open). */
export function EditLink({ kind, id, authorId }: Item) {
  const { viewer } = useContext(PostEditContext);
  const location = useLocation();
  const editing = useEditingId();
  if (!canEditOwn(viewer, { authorId }) || editing === id) return null;
  return (
    <Link
      className="edit-link"
      to={editHref(location.pathname, location.search, id)}
      onClick={() => focusWhenShown(`#edytuj-${ANCHORS[kind]}-${id} textarea`)}
      preventScrollReset
      replace
      rel="nofollow"
    >
      Edytuj
    </Link>
  );
}

/** The item's text, or — while its author edits it (?edytuj=<id>) — the edit form in its place. */
export function EditableText({ text, children, ...item }: Item & { text: string; children: ReactNode }) {
  const { viewer } = useContext(PostEditContext);
  const editing = useEditingId();
  if (editing !== item.id || !canEditOwn(viewer, item)) return <>{children}</>;
  return <EditPostForm {...item} text={text} />;
}

function EditPostForm({ kind, id, text }: Item & { text: string }) {
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

/** Staff only: an edited item's earlier versions, newest first (permission posts.history). */
export function PreviousVersions({ kind, id }: { kind: EditableKind; id: number }) {
  const { versions } = useContext(PostEditContext);
  const entry = versions?.[`${kind}:${id}`];
  if (!entry) return null;
  return (
    <details className="post-versions">
      <summary>
        {PREVIOUS_VERSIONS_LABEL} ({entry.total})
      </summary>
      <ol>
        {entry.versions.map((version, index) => (
          <li key={`${version.replaced_at}-${index}`}>
            <UserText text={version.text} className="post-version-text" />
            <p className="item-meta">
              {version.author} · napisano <DateTime timestamp={version.written_at} /> · zastąpiono <DateTime timestamp={version.replaced_at} />
            </p>
          </li>
        ))}
      </ol>
      {entry.total > entry.versions.length && (
        <p className="muted">
          Pokazano {entry.versions.length} najnowszych z {entry.total}.{" "}
          <a href={`/api/postVersions/${kind}/${id}`} rel="nofollow">
            Wszystkie (JSON)
          </a>
        </p>
      )}
    </details>
  );
}
