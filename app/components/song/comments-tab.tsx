import type { CommentItem } from "~/lib/api-types";
import { ItemMeta } from "./item-meta";

/** Comments as the server sorted them: points descending, ties by id ascending (spec §4). */
export function CommentsTab({ comments }: { comments: CommentItem[] }) {
  if (comments.length === 0) return <p className="muted">Nikt jeszcze nie skomentował tej piosenki.</p>;
  return (
    <ol className="comments">
      {comments.map((comment) => (
        <li key={comment.comment_id} id={`komentarz-${comment.comment_id}`} className="comment card">
          <p className="comment-text">{comment.comment_text}</p>
          <ItemMeta author={comment.comment_author} points={comment.comment_points} timestamp={comment.comment_timestamp} />
        </li>
      ))}
    </ol>
  );
}
