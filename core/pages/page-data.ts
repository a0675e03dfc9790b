// What the pages' loaders hand to the components: the shapes the services assemble and the
// React tree renders. They live here so components never import the services that fill them.
import type { SongSync } from "../schemas/sync";
import type { ArtistRef, ArtistSongLink, CommentItem, SongDetail, SongElementItem, SongSummary, TranslationItem } from "./api-types";

/** An interpretation as lists and the song page show it (product §3.1 "Annotation"). */
export type AnnotationItem = {
  annotation_id: number;
  annotation_song_id: number;
  annotation_timestamp: number;
  annotation_author: string;
  annotation_text: string;
  annotation_points: number;
  annotation_lines: number[];
  /** the author's account, null for a visitor's (decision 048: only the author edits it) */
  annotation_author_id: number | null;
  /** unix seconds of the author's last edit ('edytowano'), null when never edited */
  annotation_edited_at: number | null;
};

export type SongAnnotations = {
  /** points descending, ties by id ascending */
  annotations: AnnotationItem[];
  /** line index → how many interpretations touch it */
  lineTotals: Record<number, number>;
};

/** An earlier version of an edited post, as moderators see it (decision 048). */
export type PostVersion = {
  text: string;
  author: string;
  /** unix seconds: when this version was written, and when an edit replaced it */
  written_at: number;
  replaced_at: number;
};

/** Earlier versions of a song's edited items by `kind:id`: the newest few and how many in all. */
export type PostVersions = Record<string, { total: number; versions: PostVersion[] }>;

/** The viewer's votes among the song's items, for the pressed state of the vote buttons. */
export type ViewerVotes = {
  /** false for a visitor the server cannot recognise (no valid cookie): the browser's mirror decides */
  known: boolean;
  /** the logged-in user's name, null for a visitor */
  username: string | null;
  annotations: number[];
  comments: number[];
};

export type SongPageData = SongAnnotations & {
  song: SongDetail;
  comments: CommentItem[];
  translations: TranslationItem[];
  elements: SongElementItem[];
  /** the artist's other songs, alphabetical, at most SONG_PAGE_ARTIST_SONGS */
  otherSongs: ArtistSongLink[];
  /** true when the artist has more songs than otherSongs lists */
  moreSongs: boolean;
  /** what the viewer voted for on this page (decision 034) */
  votes: ViewerVotes;
  /** synced lyrics of the song's current video (decision 037), null when there are none */
  sync: SongSync | null;
};

/** The grid shows the song and links to the interpretation: nothing more travels to the page. */
export type RecentInterpretation = { annotation_id: number; song: SongSummary };

export type ArtistPageData = {
  artist: ArtistRef;
  /** one page of the artist's songs, in Polish alphabetical order */
  songs: ArtistSongLink[];
  songCount: number;
  page: number;
  pages: number;
  /** the artist's newest songs ('Nowe Piosenki') */
  newest: SongSummary[];
};

/** Newest songs on the home page: the first ones as tiles, the rest as plain text links. */
export type HomeSongList = {
  tiles: SongSummary[];
  links: Pick<SongSummary, "song_id" | "song_urlname" | "song_search">[];
};
