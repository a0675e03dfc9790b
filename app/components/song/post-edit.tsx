// Editing one's own interpretation, comment or translation on the song page (decision 048).
// 'Edytuj' shows beside an item when `canEditOwn` (core/auth/own-posts.ts, the rule the
// server checks) says the viewer wrote it. It is a link to the same address with
// ?edytuj=<id>, so the form opens in the item's place without JavaScript too; the form posts
// to the song page's action (intent edit-<kind>) through the form kit's fetcher, or as a
// plain post that lands back on the item. Staff see an edited item's earlier versions.
import { type ReactNode, Suspense, useContext } from "react";
import { PostEditContext } from "./post-edit-context";
import { lazyPart } from "~/lib/lazy-part";
import { Link, useLocation, useSearchParams } from "react-router";
import { canEditOwn } from "@core/auth/own-posts";
import { EDIT_PARAM, type EditableKind, PREVIOUS_VERSIONS_LABEL } from "@core/rules/post-edits";
import { DateTime } from "~/components/date-time";
import { UserText } from "~/components/user-text";
import { focusWhenShown } from "~/lib/focus-move";

/** Where each kind's item sits on the page (its element id), to focus it after an edit. */
export const ANCHORS: Record<EditableKind, string> = { annotation: "interpretacja", comment: "komentarz", translation: "tlumaczenie" };

/** The address with the edit form of `id` open, or closed (null), keeping the tab, line and language. */
export function editHref(pathname: string, search: string, id: number | null): string {
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

export type Item = { kind: EditableKind; id: number; authorId: number | null };

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

// The edit form (with the markup editor) is a chunk of its own, loaded when an author opens it
// (decision 052); meanwhile the text stays where it was.
const EditPostForm = lazyPart("post-edit-form", () => import("./post-edit-form"));

/** The item's text, or — while its author edits it (?edytuj=<id>) — the edit form in its place. */
export function EditableText({ text, children, ...item }: Item & { text: string; children: ReactNode }) {
  const { viewer } = useContext(PostEditContext);
  const editing = useEditingId();
  if (editing !== item.id || !canEditOwn(viewer, item)) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <EditPostForm {...item} text={text} />
    </Suspense>
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
