// 'Dotyczy usuniętego fragmentu' (decision 045): interpretations whose every line a lyrics edit
// removed keep their text and votes and are listed under the lyrics with the lines they were
// about; a moderator pins one to a line of the current text (or a later edit that brings the
// lines back pins it again by itself).
import { Form } from "react-router";
import { can } from "@core/auth/permissions";
import { DETACHED_HEADING } from "@core/rules/lyrics-edits";
import { isAnnotatableLine } from "@core/rules/lyric-lines";
import { entityHref } from "@core/text/urlname";
import type { UserData } from "~/lib/userdata";

export type Detached = { annotation_id: number; annotation_text: string; annotation_author: string; detached_text: string[] };

export function DetachedAnnotations({
  urlname,
  items,
  lyrics,
  viewer,
}: {
  urlname: string;
  items: Detached[];
  lyrics: string[];
  viewer: UserData | null;
}) {
  if (items.length === 0) return null;
  const moderator = can(viewer, "lyrics.edit");
  return (
    <section className="card detached-annotations" aria-labelledby="usuniety-fragment">
      <h2 id="usuniety-fragment">{DETACHED_HEADING}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.annotation_id} id={`interpretacja-${item.annotation_id}`}>
            {item.detached_text.length > 0 && <blockquote>{item.detached_text.join(" / ")}</blockquote>}
            <p>{item.annotation_text}</p>
            <p className="muted">{item.annotation_author}</p>
            {moderator && (
              <Form method="post" action={entityHref(urlname)} className="queue-actions">
                <input type="hidden" name="intent" value="repin-annotation" />
                <input type="hidden" name="annotation_id" value={item.annotation_id} />
                <label>
                  Przypnij do linii
                  <select name="line" defaultValue="">
                    <option value="" disabled>
                      wybierz linię
                    </option>
                    {lyrics.map((line, index) =>
                      isAnnotatableLine(line) ? (
                        <option key={index} value={index}>
                          {index + 1}. {line.length > 60 ? `${line.slice(0, 60)}…` : line}
                        </option>
                      ) : null,
                    )}
                  </select>
                </label>
                <button type="submit" className="secondary">
                  Przypnij
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
