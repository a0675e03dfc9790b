import type { ReactNode } from "react";
import { ListLink } from "~/components/list-link";
import { ROLE_LABELS } from "@core/auth/roles";
import { ANONYMOUS_AUTHOR } from "@core/constants";
import type { StaffBadge } from "@core/pages/api-types";
import { formatPoints } from "@core/text/numbers";
import { profileHref } from "@core/text/urlname";
import { DateTime } from "~/components/date-time";
import { EDITED_LABEL } from "@core/rules/post-edits";

/** An author's name, linked to the profile unless anonymous (a ListLink: one per item, many a page). */
export function AuthorName({ name }: { name: string }) {
  if (name === ANONYMOUS_AUTHOR) return <span className="author anonymous">{name}</span>;
  return (
    <ListLink className="author" to={profileHref(name)}>
      {name}
    </ListLink>
  );
}

/**
 * Author, points and date under an interpretation, comment or translation. `vote` (the vote
 * button with its live total) takes the place of the points; a div, as it holds a form.
 */
export function ItemMeta({
  author,
  badge,
  points,
  timestamp,
  editedAt,
  vote,
}: {
  author: string;
  /** the staff badge beside the name (decision 040: the only role a page shows) */
  badge?: StaffBadge | null;
  points?: number;
  timestamp: number;
  /** when its author last edited it (decision 048): 'edytowano' and the date */
  editedAt?: number | null;
  vote?: ReactNode;
}) {
  return (
    <div className="item-meta">
      <AuthorName name={author} />
      {badge && <span className={`staff-badge ${badge}`}>{ROLE_LABELS[badge]}</span>}
      {(vote || points !== undefined) && (
        <>
          {" · "}
          {vote ?? (
            <span className="points" title="Punkty">
              {formatPoints(points ?? 0)} pkt
            </span>
          )}
        </>
      )}
      {" · "}
      <DateTime timestamp={timestamp} />
      {editedAt != null && (
        <span className="edited">
          {" · "}
          {EDITED_LABEL} <DateTime timestamp={editedAt} />
        </span>
      )}
    </div>
  );
}
