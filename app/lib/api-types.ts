// Answer shapes of the /api calls, in the spec's field names (section 3). Shared by the
// Hono handlers, the loaders and the browser code.
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
