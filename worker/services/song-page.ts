// Everything the song page reads, and the /api twins of its tabs. Each list is one query,
// compiled once per isolate (db.ts `compiled`, decision 053). The page's queries find the song
// by its url name inside each statement, so telling a song from an artist (identify.ts) and
// reading the whole page are one D1 batch, one round trip; the /api twins read by song id.
import { and, asc, desc, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { CommentItem, SongElementItem, StaffBadge, TranslationItem } from "@core/pages/api-types";
import { ANONYMOUS_AUTHOR, SONG_PAGE_RECENT_ANNOTATIONS } from "@core/constants";
import type { RecentInterpretation, SongPageData } from "@core/pages/page-data";
import { found, type Result } from "@core/result";
import { compiled, db, readBatch, schema } from "./db";
import { type Identity, identityReads, toIdentity } from "./identify";
import { type DetachedAnnotation, detachedAnnotationsRead } from "./lyrics-views";
import { newestAnnotatedSongs } from "./recent";
import { songAnnotationsQuery, toSongAnnotations, type AnnotationWanted } from "./song-annotations";
import { songSummaryColumns, toSongSummary } from "./song-shape";

/** The song page lists this many of the artist's other songs, then links to the artist. */
const SONG_PAGE_ARTIST_SONGS = 30;

/** Who reads the page (worker/services/votes.ts pageVoter). */
export type SongPageViewer = { key: string | null; username: string | null };

/** Where the song's id goes in the /api twins' queries. */
const songIdParam = sql.placeholder("songId");
/**
 * The page's song, looked up by its url name (unique index songs_urlname) once per statement:
 * SQLite runs an uncorrelated scalar subquery once and then reads by the id it answers.
 */
const urlnameParam = sql.placeholder("urlname");
const pageSongId = sql`(SELECT page_song.id FROM songs page_song WHERE page_song.urlname = ${urlnameParam})`;
const pageArtistId = sql`(SELECT page_song.artist_id FROM songs page_song WHERE page_song.urlname = ${urlnameParam})`;

const songDetailQuery = compiled(() =>
  db()
    .select({
      ...songSummaryColumns,
      lyrics: schema.songs.lyrics,
      // Aliased: in a D1 batch rows are mapped by column name, and songs has id/urlname too.
      artistId: sql<number>`${schema.artists.id}`.as("artist_ref_id"),
      artistUrlname: sql<string>`${schema.artists.urlname}`.as("artist_urlname"),
    })
    .from(schema.songs)
    .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
    .where(eq(schema.songs.urlname, urlnameParam)),
);

const songExistsQuery = compiled(() => db().select({ id: schema.songs.id }).from(schema.songs).where(eq(schema.songs.id, songIdParam)));

const commentsOf = (song: SQL | Placeholder) =>
  db()
    .select({
      comment_id: schema.comments.id,
      song_id: schema.comments.songId,
      author: schema.users.username,
      // The author's trust for the markup (decision 028): no account = a visitor.
      comment_author_badge: sql<StaffBadge | null>`CASE WHEN ${schema.users.role} IN ('moderator', 'admin') THEN ${schema.users.role} END`,
      comment_text: schema.comments.text,
      comment_points: schema.comments.points,
      comment_timestamp: schema.comments.createdAt,
      comment_author_id: schema.comments.userId,
      comment_edited_at: schema.comments.editedAt,
    })
    .from(schema.comments)
    .leftJoin(schema.users, eq(schema.users.id, schema.comments.userId))
    .where(eq(schema.comments.songId, song))
    .orderBy(desc(schema.comments.points), asc(schema.comments.id));
const commentsQuery = compiled(() => commentsOf(songIdParam));
const pageCommentsQuery = compiled(() => commentsOf(pageSongId));

const translationsOf = (song: SQL | Placeholder) =>
  db()
    .select({
      translation_id: schema.translations.id,
      song_id: schema.translations.songId,
      translation_code: schema.translations.code,
      translation_text: schema.translations.text,
      translation_timestamp: schema.translations.createdAt,
      author: schema.users.username,
      translation_author_id: schema.translations.userId,
      translation_edited_at: schema.translations.editedAt,
    })
    .from(schema.translations)
    .leftJoin(schema.users, eq(schema.users.id, schema.translations.userId))
    .where(eq(schema.translations.songId, song))
    .orderBy(asc(schema.translations.code), asc(schema.translations.id));
const translationsQuery = compiled(() => translationsOf(songIdParam));
const pageTranslationsQuery = compiled(() => translationsOf(pageSongId));

const elementsOf = (song: SQL | Placeholder) =>
  db()
    .select({
      element_id: schema.songElements.id,
      song_id: schema.songElements.songId,
      element_type: schema.songElements.type,
      element_video_id: schema.songElements.videoId,
      element_thumbnail_url: schema.songElements.thumbnailUrl,
      element_video_title: schema.songElements.videoTitle,
    })
    .from(schema.songElements)
    .where(eq(schema.songElements.songId, song))
    .orderBy(asc(schema.songElements.type), asc(schema.songElements.id));
const elementsQuery = compiled(() => elementsOf(songIdParam));
const pageElementsQuery = compiled(() => elementsOf(pageSongId));

/** The artist's songs by name (index songs_artist_name) as links; `limit` null for all. */
export const artistSongLinksQuery = (artistId: number | SQL | Placeholder, limit: number | null) => {
  const query = db()
    .select({ song_id: schema.songs.id, song_name: schema.songs.name, song_urlname: schema.songs.urlname })
    .from(schema.songs)
    .where(eq(schema.songs.artistId, artistId))
    .orderBy(sql`${schema.songs.name} collate nocase`, asc(schema.songs.id));
  return limit === null ? query : query.limit(limit);
};

// Two more than shown (this song itself, and one to tell whether to link to the rest).
const otherSongsQuery = compiled(() => artistSongLinksQuery(pageArtistId, SONG_PAGE_ARTIST_SONGS + 2));

type AuthoredRow = { author: string | null };
const withAuthor =
  <T extends AuthoredRow, K extends string>(key: K) =>
  ({ author, ...rest }: T) =>
    ({ ...rest, [key]: author ?? ANONYMOUS_AUTHOR }) as Omit<T, "author"> & Record<K, string>;

type Rows<Q extends (...args: never[]) => { map: (...args: never[]) => unknown }> = ReturnType<ReturnType<Q>["map"]>;
const toComments = (rows: Rows<typeof commentsQuery>): CommentItem[] => rows.map(withAuthor("comment_author"));
const toTranslations = (rows: Rows<typeof translationsQuery>): TranslationItem[] => rows.map(withAuthor("translation_author"));

/**
 * The viewer's votes on the song's interpretations and comments, as two JSON arrays in one
 * row: each vote table is read by its primary key (item, voter) for the song's items.
 */
const voterKey = sql.placeholder("voterKey");
const viewerVotes = compiled(() =>
  db()
    .select({
      annotations: sql<string>`(SELECT json_group_array(v.annotation_id) FROM annotations a
        JOIN annotation_votes v ON v.annotation_id = a.id AND v.voter_key = ${voterKey} WHERE a.song_id = ${pageSongId})`.as("voted_annotations"),
      comments: sql<string>`(SELECT json_group_array(v.comment_id) FROM comments c
        JOIN comment_votes v ON v.comment_id = c.id AND v.voter_key = ${voterKey} WHERE c.song_id = ${pageSongId})`.as("voted_comments"),
    })
    .from(schema.songs)
    .where(eq(schema.songs.urlname, urlnameParam)),
);
export const viewerVotesQuery = (urlname: string, key: string) => viewerVotes({ urlname, voterKey: key });

// Only the current video's times: the join on the video id drops those of a replaced video.
const syncQuery = compiled(() =>
  db()
    .select({ videoId: schema.songSyncs.videoId, timings: schema.songSyncs.timings, updatedAt: schema.songSyncs.updatedAt })
    .from(schema.songSyncs)
    .innerJoin(schema.songs, and(eq(schema.songs.id, schema.songSyncs.songId), eq(schema.songs.youtubeId, schema.songSyncs.videoId)))
    .where(eq(schema.songSyncs.songId, pageSongId)),
);

/** The song page's queries for one D1 batch (exported so a test can EXPLAIN each). */
export const songPageQueries = (urlname: string) =>
  [
    songDetailQuery({ urlname }),
    pageCommentsQuery({ urlname }),
    pageTranslationsQuery({ urlname }),
    pageElementsQuery({ urlname }),
    otherSongsQuery({ urlname }),
    syncQuery({ urlname }),
  ] as const;

export type SongPageRead = {
  identity: Identity;
  /** The page, when `identity` is a song; with the interpretations an edit detached (decision 045). */
  found: { page: SongPageData; detached: DetachedAnnotation[] } | null;
};

/**
 * What /{urlname} is and, for a song, its page: one D1 batch holds identify's two look-ups,
 * the page's queries (answering nothing for an artist or an unknown name), its raw-SQL
 * interpretations, the detached ones and the viewer's votes.
 */
export async function readSongPage(
  urlname: string,
  wanted: AnnotationWanted = {},
  viewer: SongPageViewer = { key: null, username: null },
): Promise<SongPageRead> {
  const lookups = identityReads(urlname);
  if (!lookups) return { identity: { type: "unknown" }, found: null };
  const queries = [...lookups, ...songPageQueries(urlname), songAnnotationsQuery(urlname, wanted), detachedAnnotationsRead(urlname)] as const;
  // The viewer's votes ride in the same batch; a visitor without a key has none to read.
  const [songIds, artistIds, songRows, commentRows, translationRows, elements, artistRows, syncRows, annotationRows, detached, voteRows] =
    viewer.key === null ? [...(await readBatch(queries)), undefined] : await readBatch([...queries, viewerVotesQuery(urlname, viewer.key)] as const);
  const identity = toIdentity(songIds, artistIds);
  const row = songRows[0];
  if (identity.type !== "song" || !row) return { identity, found: null };
  const songId = row.id;
  const others = artistRows.filter((s) => s.song_id !== songId);
  const voted = voteRows?.[0];
  const page: SongPageData = {
    song: {
      ...toSongSummary(row),
      song_lyrics: row.lyrics,
      artist: { artist_id: row.artistId, artist_name: row.artistName, artist_urlname: row.artistUrlname },
    },
    ...toSongAnnotations(annotationRows),
    comments: toComments(commentRows),
    translations: toTranslations(translationRows),
    elements,
    otherSongs: others.slice(0, SONG_PAGE_ARTIST_SONGS),
    moreSongs: others.length > SONG_PAGE_ARTIST_SONGS,
    votes: {
      known: viewer.key !== null,
      username: viewer.username,
      annotations: voted ? (JSON.parse(voted.annotations) as number[]) : [],
      comments: voted ? (JSON.parse(voted.comments) as number[]) : [],
    },
    // Edited lyrics shift the lines, so times stored for another line count do not apply.
    sync: syncRows[0] && syncRows[0].timings.length === row.lyrics.length ? syncRows[0] : null,
  };
  return { identity, found: { page, detached } };
}

export const NO_SONG_MESSAGE = "Nie znaleziono piosenki.";

// The tabs' /api calls: not_found when the song does not exist, checked in the same batch.
export async function songComments(songId: number): Promise<Result<CommentItem[]>> {
  const [exists, rows] = await readBatch([songExistsQuery({ songId }), commentsQuery({ songId })] as const);
  return found(exists.length === 0 ? null : toComments(rows), NO_SONG_MESSAGE);
}

export async function songTranslations(songId: number): Promise<Result<TranslationItem[]>> {
  const [exists, rows] = await readBatch([songExistsQuery({ songId }), translationsQuery({ songId })] as const);
  return found(exists.length === 0 ? null : toTranslations(rows), NO_SONG_MESSAGE);
}

export async function songElements(songId: number): Promise<Result<SongElementItem[]>> {
  const [exists, rows] = await readBatch([songExistsQuery({ songId }), elementsQuery({ songId })] as const);
  return found(exists.length === 0 ? null : rows, NO_SONG_MESSAGE);
}

/** 'Najnowsze Interpretacje' on the song page: newest interpretations, one per song. */
export async function recentInterpretations(limit = SONG_PAGE_RECENT_ANNOTATIONS): Promise<RecentInterpretation[]> {
  return (await newestAnnotatedSongs(limit)).map(({ annotation, song }) => ({ annotation_id: annotation.annotation_id, song }));
}
