import { Link } from "react-router";
import { ANONYMOUS_AUTHOR } from "~/lib/constants";
import { formatPoints } from "~/lib/numbers";
import { profileHref } from "~/lib/userdata";
import { DateTime } from "~/components/date-time";

/** An author's name, linked to the profile unless anonymous. */
export function AuthorName({ name }: { name: string }) {
  if (name === ANONYMOUS_AUTHOR) return <span className="author anonymous">{name}</span>;
  return (
    <Link className="author" to={profileHref(name)}>
      {name}
    </Link>
  );
}

/** Author, points and date under an interpretation, comment or translation. */
export function ItemMeta({ author, points, timestamp }: { author: string; points?: number; timestamp: number }) {
  return (
    <p className="item-meta">
      <AuthorName name={author} />
      {points !== undefined && (
        <>
          {" · "}
          <span className="points" title="Punkty">
            {formatPoints(points)} pkt
          </span>
        </>
      )}
      {" · "}
      <DateTime timestamp={timestamp} />
    </p>
  );
}
