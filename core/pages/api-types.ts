// Answer shapes of the /api calls, in the spec's field names (section 3). Shared by the
// Hono handlers, the loaders and the browser code.
import type { MarkupTrust } from "../markup/tags";

/** The roles whose posts carry a badge, so readers know when the site's own people speak. */
export type StaffBadge = "moderator" | "admin";

export type YoutubeInfo = {
  id: string;
  title: string;
  thumbnails: { default: { url: string }; medium: { url: string } };
};

export type SongSummary = {
  song_id: number;
  song_name: string;
  song_urlname: string;
  /** artist plus title, as shown in lists */
  song_search: string;
  song_youtube: YoutubeInfo | null;
};

export type ArtistRef = { artist_id: number; artist_name: string; artist_urlname: string };

/** A song as its page shows it; lyrics are one entry per line. */
export type SongDetail = SongSummary & { song_lyrics: string[]; artist: ArtistRef };

export type CommentItem = {
  comment_id: number;
  song_id: number;
  comment_author: string;
  /**
   * The staff badge shown beside the author's name ("moderator", "admin"), null for everyone
   * else: the only trace of a role a page carries (decision 040). The markup's trust follows
   * from it (`commentTrust`).
   */
  comment_author_badge: StaffBadge | null;
  /** forum markup (product §5.13): render with MarkupText / UserText's `markup`, cut with markupToPlainText */
  comment_text: string;
  comment_points: number;
  /** unix seconds */
  comment_timestamp: number;
  /** the author's account, null for a visitor's (decision 048: only the author edits it) */
  comment_author_id: number | null;
  /** unix seconds of the author's last edit ('edytowano'), null when never edited */
  comment_edited_at: number | null;
};

export type TranslationItem = {
  translation_id: number;
  song_id: number;
  translation_code: string;
  translation_text: string;
  /** unix seconds */
  translation_timestamp: number;
  translation_author: string;
  /** the author's account, null for a visitor's (decision 048: only the author edits it) */
  translation_author_id: number | null;
  /** unix seconds of the author's last edit ('edytowano'), null when never edited */
  translation_edited_at: number | null;
};

/** element_type: 0 remix, 1 cover, 2 instrumental */
export type SongElementItem = {
  element_id: number;
  song_id: number;
  element_type: number;
  element_video_id: string;
  element_thumbnail_url: string;
  element_video_title: string;
};

/** An artist's song in link lists (artist page, song page). */
export type ArtistSongLink = { song_id: number; song_name: string; song_urlname: string };

/** GET /api/search/{query}: one result. song_lyrics is the preview shown in the list. */
export type SearchResultItem = {
  song_id: number;
  song_name: string;
  song_urlname: string;
  song_search: string;
  song_lyrics: string;
  youtube: YoutubeInfo | null;
};

/** What a comment's markup may do (decision 028): a visitor's, an account's, or staff's. */
export function commentTrust(comment: Pick<CommentItem, "comment_author" | "comment_author_badge">, anonymous: string): MarkupTrust {
  if (comment.comment_author_badge) return comment.comment_author_badge;
  return comment.comment_author === anonymous ? "visitor" : "user";
}
