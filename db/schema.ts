// The whole data model (product §3). Column names follow SQL snake_case; the API
// layer maps them to the spec's field names (song_name, annotation_points, …).
import { sql } from "drizzle-orm";
import { customType, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// Lyrics are an ordered list of lines. Stored newline-joined so the FTS triggers can
// index the plain text; the application only ever sees string[].
const lines = customType<{ data: string[]; driverData: string }>({
  dataType: () => "text",
  toDriver: (value) => value.join("\n"),
  fromDriver: (value) => (value === "" ? [] : value.split("\n")),
});

const now = sql`(unixepoch())`;

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    // The name's canonical key (NFKC, case folding, confusables skeleton, diacritics
    // removed: worker/services/username-key.ts): two names with one key look alike, so the
    // second is refused. Nullable only until every older row is backfilled (widen, then
    // narrow in a later migration).
    usernameKey: text("username_key"),
    // Which version of the key function made username_key (decision 041): rows below the
    // current one are re-keyed by the backfill, the later of two colliding names gets
    // `key#id` and is listed for an admin. New rows are written at the current version.
    usernameKeyVersion: integer("username_key_version").notNull().default(2),
    email: text("email").notNull(),
    // "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>": parameters travel with the hash
    // so they can be raised later and rehashed on login.
    passwordHash: text("password_hash").notNull(),
    // "moderator": the privileged users of product §6.2 (deletes of user content, not of
    // interpretations or accounts); "admin": everything.
    role: text("role", { enum: ["user", "moderator", "admin"] })
      .notNull()
      .default("user"),
    // The accounts' votes on the user's annotations (their ranked_points), kept in step by the
    // vote service (decision 040).
    points: integer("points").notNull().default(0),
    createdAt: integer("created_at").notNull().default(now),
    // When the owner proved the e-mail is theirs (a link mailed to it, decision 044); null until
    // then. Reset links go only to a confirmed address.
    emailConfirmedAt: integer("email_confirmed_at"),
  },
  (t) => [
    uniqueIndex("users_username_nocase").on(sql`${t.username} collate nocase`),
    uniqueIndex("users_username_key").on(t.usernameKey),
    // The few accounts whose name looks like an older one's (`key#id`), listed for an admin.
    index("users_key_collisions").on(t.id).where(sql`instr(${t.usernameKey}, '#') > 0`),
    uniqueIndex("users_email_nocase").on(sql`${t.email} collate nocase`),
    index("users_points").on(t.points, t.id),
    // The ranking's exact order (points high to low, earlier account first on ties), so a
    // ranking page is an index walk rather than a sort of every user.
    index("users_ranking").on(sql`${t.points} desc`, t.id),
    index("users_created").on(t.createdAt),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull().default(now),
    expiresAt: integer("expires_at").notNull(),
    revokedAt: integer("revoked_at"),
  },
  (t) => [index("sessions_user").on(t.userId), index("sessions_expires").on(t.expiresAt)],
);

export const artists = sqliteTable(
  "artists",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    urlname: text("urlname").notNull(),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("artists_urlname").on(t.urlname), index("artists_name_nocase").on(sql`${t.name} collate nocase`, t.id)],
);

export const songs = sqliteTable(
  "songs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    artistId: integer("artist_id")
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    urlname: text("urlname").notNull(),
    lyrics: lines("lyrics").notNull(),
    // Changes with every lyrics edit (a random token): an edit applies only against the text it
    // was made from, so two accepted suggestions at once cannot both land (decision 045).
    lyricsRev: text("lyrics_rev"),
    youtubeId: text("youtube_id"),
    youtubeTitle: text("youtube_title"),
    youtubeThumbDefault: text("youtube_thumb_default"),
    youtubeThumbMedium: text("youtube_thumb_medium"),
    // Songs added through /dodaj (by a visitor or a user) feed the "newest user-added" list.
    userAdded: integer("user_added", { mode: "boolean" }).notNull().default(false),
    addedBy: integer("added_by").references(() => users.id, { onDelete: "set null" }),
    // A keyed hash of the client that sent it (decision 043), so anonymous abuse can be blocked;
    // cleared after 30 days by the housekeeping cron (the privacy page says so).
    clientHash: text("client_hash"),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("songs_urlname").on(t.urlname),
    index("songs_artist_name").on(t.artistId, sql`${t.name} collate nocase`),
    index("songs_created").on(t.createdAt, t.id),
    index("songs_user_added_created").on(t.userAdded, t.createdAt, t.id),
    index("songs_client_hash").on(t.createdAt).where(sql`${t.clientHash} IS NOT NULL`),
    // Foreign keys to users: deleting an account finds the rows naming it (set null, or kept in
    // its trash entry) by index, never by a walk of the table. The same for the tables below.
    index("songs_added_by").on(t.addedBy),
  ],
);

export const annotations = sqliteTable(
  "annotations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    songId: integer("song_id")
      .notNull()
      .references(() => songs.id, { onDelete: "cascade" }),
    // null: anonymous ('Anonimowy'), or the author's account was deleted.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    points: integer("points").notNull().default(0),
    // The votes of accounts among `points`: the ranking counts only these (decision 040).
    rankedPoints: integer("ranked_points").notNull().default(0),
    lines: text("lines", { mode: "json" }).$type<number[]>().notNull(),
    // The text of its lines when a lyrics edit removed them all (decision 045): `lines` is then
    // empty, the song page lists it under 'Dotyczy usuniętego fragmentu', and a later edit that
    // brings those lines back pins it to them again. Null while it is pinned.
    detachedText: text("detached_text", { mode: "json" }).$type<string[]>(),
    // When its author last changed the text ('edytowano', decision 048); null: never edited.
    editedAt: integer("edited_at"),
    // A keyed hash of the client that sent it (decision 043), so anonymous abuse can be blocked;
    // cleared after 30 days by the housekeeping cron (the privacy page says so).
    clientHash: text("client_hash"),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [
    index("annotations_song_points").on(t.songId, t.points),
    index("annotations_created").on(t.createdAt, t.id),
    index("annotations_points").on(t.points, t.id),
    index("annotations_user_points").on(t.userId, t.points),
    index("annotations_client_hash").on(t.createdAt).where(sql`${t.clientHash} IS NOT NULL`),
  ],
);

export const comments = sqliteTable(
  "comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    songId: integer("song_id")
      .notNull()
      .references(() => songs.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    points: integer("points").notNull().default(0),
    // When its author last changed the text ('edytowano', decision 048); null: never edited.
    editedAt: integer("edited_at"),
    // A keyed hash of the client that sent it (decision 043), so anonymous abuse can be blocked;
    // cleared after 30 days by the housekeeping cron (the privacy page says so).
    clientHash: text("client_hash"),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [
    index("comments_song_points").on(t.songId, t.points, t.id),
    index("comments_client_hash").on(t.createdAt).where(sql`${t.clientHash} IS NOT NULL`),
    index("comments_user").on(t.userId),
  ],
);

export const translations = sqliteTable(
  "translations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    songId: integer("song_id")
      .notNull()
      .references(() => songs.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    code: text("code").notNull(),
    text: text("text").notNull(),
    // When its author last changed the text ('edytowano', decision 048); null: never edited.
    editedAt: integer("edited_at"),
    // A keyed hash of the client that sent it (decision 043), so anonymous abuse can be blocked;
    // cleared after 30 days by the housekeeping cron (the privacy page says so).
    clientHash: text("client_hash"),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [
    index("translations_song").on(t.songId, t.code),
    index("translations_client_hash").on(t.createdAt).where(sql`${t.clientHash} IS NOT NULL`),
    index("translations_user").on(t.userId),
  ],
);

export const songElements = sqliteTable(
  "song_elements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    songId: integer("song_id")
      .notNull()
      .references(() => songs.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    // 0 remix, 1 cover, 2 instrumental (product §9)
    type: integer("type").notNull(),
    videoId: text("video_id").notNull(),
    videoTitle: text("video_title").notNull(),
    thumbnailUrl: text("thumbnail_url").notNull(),
    // A keyed hash of the client that sent it (decision 043), so anonymous abuse can be blocked;
    // cleared after 30 days by the housekeeping cron (the privacy page says so).
    clientHash: text("client_hash"),
    createdAt: integer("created_at").notNull().default(now),
  },
  // One video once per song and tab: the unique index is what refuses a duplicate, however
  // many identical adds arrive at once. It also serves the song page's (song_id, type) reads.
  (t) => [
    uniqueIndex("song_elements_song_type_video").on(t.songId, t.type, t.videoId),
    index("song_elements_client_hash").on(t.createdAt).where(sql`${t.clientHash} IS NOT NULL`),
    index("song_elements_user").on(t.userId),
  ],
);

// One row per voter: "u:<user id>" for users, "a:<anonymous key>" for visitors. The
// composite primary key is what makes a second vote impossible.
export const annotationVotes = sqliteTable(
  "annotation_votes",
  {
    annotationId: integer("annotation_id")
      .notNull()
      .references(() => annotations.id, { onDelete: "cascade" }),
    voterKey: text("voter_key").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.annotationId, t.voterKey] }), index("annotation_votes_user").on(t.userId)],
);

export const commentVotes = sqliteTable(
  "comment_votes",
  {
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    voterKey: text("voter_key").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.voterKey] }), index("comment_votes_user").on(t.userId)],
);

export const articles = sqliteTable(
  "articles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    url: text("url").notNull(),
    // Sanitised HTML; may hold images (the blog thumbnail is the first one).
    text: text("text").notNull(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: integer("created_at").notNull().default(now),
    updatedAt: integer("updated_at").notNull().default(now),
  },
  (t) => [uniqueIndex("articles_url").on(t.url), index("articles_created").on(t.createdAt, t.id), index("articles_author").on(t.authorId)],
);

export const uploads = sqliteTable(
  "uploads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // R2 object key; served under /api/upload/<key>.
    key: text("key").notNull(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [uniqueIndex("uploads_key").on(t.key), index("uploads_user").on(t.userId)],
);

// Core Web Vitals reported by visitors' browsers (POST /api/vitals), one row per report.
export const webVitals = sqliteTable(
  "web_vitals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name", { enum: ["CLS", "FCP", "INP", "LCP", "TTFB"] }).notNull(),
    value: real("value").notNull(),
    rating: text("rating", { enum: ["good", "needs-improvement", "poor"] }).notNull(),
    // web-vitals' id of the metric instance: repeated reports of one page view share it.
    metricId: text("metric_id").notNull(),
    navigationType: text("navigation_type"),
    path: text("path").notNull(),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [index("web_vitals_name_created").on(t.name, t.createdAt)],
);

// Fixed-window throttle counters (worker/services/rate-limit.ts). One row per limit and
// subject; an INSERT … ON CONFLICT … RETURNING bumps and reads it in one statement, so
// concurrent requests can never all see the same old count (KV could).
export const throttleCounters = sqliteTable(
  "throttle_counters",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("throttle_counters_expires").on(t.expiresAt)],
);

// Solved captchas already used: the primary key makes a second use fail atomically.
export const spentCaptchas = sqliteTable(
  "spent_captchas",
  {
    signature: text("signature").primaryKey(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("spent_captchas_expires").on(t.expiresAt)],
);

// Synced lyrics (decision 037): one set of line times per song and video. The key holds the
// video id, so when the song gets another video the old times simply stop applying (they
// belong to a different recording) instead of pointing at the wrong moments.
export const songSyncs = sqliteTable(
  "song_syncs",
  {
    songId: integer("song_id")
      .notNull()
      .references(() => songs.id, { onDelete: "cascade" }),
    videoId: text("video_id").notNull(),
    // One entry per lyric line: seconds, or null (JSON array).
    timings: text("timings", { mode: "json" }).$type<(number | null)[]>().notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: integer("updated_at").notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.songId, t.videoId] }), index("song_syncs_user").on(t.userId)],
);

// Every state of a song's shared layers — its video and its synced timings (decision 042),
// later its lyrics, title and artist — as a row: what is shown now (`live`), what was shown
// before (`past`), what waits for a moderator (`pending`) and what a moderator refused
// (`rejected`). The live state itself stays where pages read it (songs.youtube_*, song_syncs):
// a change writes both in one batch, so a moderator can see and revert every change.
export const songRevisions = sqliteTable(
  "song_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    songId: integer("song_id")
      .notNull()
      .references(() => songs.id, { onDelete: "cascade" }),
    // lyrics: the song's text; names: its title and artist (decision 045).
    kind: text("kind", { enum: ["video", "sync", "lyrics", "names"] }).notNull(),
    // The state the revision sets (core/rules/revisions.ts): a video, or none; a video's timings, or none.
    payload: text("payload", { mode: "json" }).$type<unknown>().notNull(),
    status: text("status", { enum: ["live", "past", "pending", "rejected"] }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    // A keyed hash of the client that sent it (worker/services/client-address.ts), never the address.
    clientHash: text("client_hash"),
    // The live revision the proposal was made against: accepting checks it is still live.
    baseId: integer("base_id"),
    createdAt: integer("created_at").notNull().default(now),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: integer("decided_at"),
    decisionNote: text("decision_note"),
    // Why the proposer changes it (lyrics and names; shown in the queue and the history).
    reason: text("reason"),
  },
  (t) => [
    index("song_revisions_song").on(t.songId, t.kind, t.id),
    // The review queue: pending proposals, oldest first.
    index("song_revisions_pending").on(t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
    index("song_revisions_client_hash").on(t.createdAt).where(sql`${t.clientHash} IS NOT NULL`),
    // A proposer's own proposals (their profile shows the decisions and reasons).
    index("song_revisions_user").on(t.userId, t.id),
    index("song_revisions_decided_by").on(t.decidedBy),
  ],
);

// Earlier versions of interpretations, comments and translations their authors edited
// (decision 048): an edit copies the text it replaces here, in the same D1 batch as the
// change, so moderators can read what a post said before. Only the live row is shown to the
// public. Rows follow their item into the trash and back (trash-plans.ts).
export const postRevisions = sqliteTable(
  "post_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["annotation", "comment", "translation"] }).notNull(),
    // The interpretation's, comment's or translation's id (no foreign key: three tables).
    itemId: integer("item_id").notNull(),
    songId: integer("song_id")
      .notNull()
      .references(() => songs.id, { onDelete: "cascade" }),
    // The text this version had, as it was stored (filtered).
    text: text("text").notNull(),
    // Who wrote this version: the post's author (only authors edit).
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    // When this version was written (the post's creation or an earlier edit) and when an edit replaced it.
    writtenAt: integer("written_at").notNull(),
    replacedAt: integer("replaced_at").notNull().default(now),
  },
  (t) => [
    index("post_revisions_item").on(t.kind, t.itemId, t.id),
    index("post_revisions_song").on(t.songId),
    index("post_revisions_user").on(t.userId),
  ],
);

// The trash (decision 043): nothing a moderator deletes is destroyed for 30 days. A deleted
// item and everything that hangs on it are copied here as JSON rows (trash_rows, one per
// table row) and removed from the live tables, so every page, list, count, search, sitemap
// and feed stops showing them without a filter of their own; restoring inserts the rows back
// with their ids, votes and points. `held`: hidden after reports, waiting for a moderator.
export const trash = sqliteTable(
  "trash",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", {
      enum: ["annotation", "comment", "translation", "element", "song", "artist", "article", "account", "video", "sync"],
    }).notNull(),
    itemId: integer("item_id").notNull(),
    // What the panel shows: the item's title or the start of its text.
    label: text("label").notNull(),
    // Where it was (no foreign keys: the song itself may be in the trash).
    songId: integer("song_id"),
    authorId: integer("author_id"),
    // "merged": an artist merged into another (decision 049); restoring the entry undoes the merge.
    cause: text("cause", { enum: ["deleted", "reported", "account", "merged"] }).notNull(),
    status: text("status", { enum: ["trashed", "held", "restored", "purged"] }).notNull(),
    note: text("note"),
    deletedBy: integer("deleted_by"),
    deletedAt: integer("deleted_at").notNull().default(now),
    restoredBy: integer("restored_by"),
    restoredAt: integer("restored_at"),
    // Set by the restore that wins; the rows it inserts are guarded by it.
    restoreToken: text("restore_token"),
  },
  (t) => [
    index("trash_status_deleted").on(t.status, t.deletedAt, t.id),
    index("trash_item").on(t.kind, t.itemId, t.status),
    index("trash_song_held").on(t.songId, t.status),
  ],
);

export const trashRows = sqliteTable(
  "trash_rows",
  {
    trashId: integer("trash_id")
      .notNull()
      .references(() => trash.id, { onDelete: "cascade" }),
    // The live table the row came from, or "owner:<table>" for contributions an account keeps
    // as 'Anonimowy' (their ids, so restoring the account gives them back).
    tbl: text("tbl").notNull(),
    row: text("row").notNull(),
  },
  (t) => [
    index("trash_rows_trash").on(t.trashId, t.tbl),
    // A row by its table and its id (`->>`: drizzle-kit splits an index's expressions at commas,
    // so json_extract(row, '$.id') would not survive): the restore's check whether an item's
    // song is itself in the trash (trash.ts); the purge's look at trashed articles uses `tbl`.
    index("trash_rows_row_id").on(t.tbl, sql`${t.row} ->> '$.id'`),
    // Trashed or held rows that still carry a client's hash, by when they were written: the
    // hourly run forgets those hashes after 30 days, as it does in the live tables (retention.ts).
    index("trash_rows_client_hash").on(sql`${t.row} ->> '$.created_at'`).where(sql`${t.row} ->> '$.client_hash' IS NOT NULL`),
  ],
);

// Reports (decision 043): one per reporter per item (a user by account, a visitor by the
// keyed hash of their client), grouped per item in report_items for the queue.
export const reports = sqliteTable(
  "reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["annotation", "comment", "translation", "element", "song", "video", "sync"] }).notNull(),
    itemId: integer("item_id").notNull(),
    reporterKey: text("reporter_key").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    clientHash: text("client_hash"),
    reason: text("reason", { enum: ["spam", "offensive", "meaning", "copyright", "other"] }).notNull(),
    note: text("note"),
    status: text("status", { enum: ["open", "dismissed", "actioned"] })
      .notNull()
      .default("open"),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("reports_one_per_reporter").on(t.kind, t.itemId, t.reporterKey),
    index("reports_item").on(t.kind, t.itemId, t.status),
    // A reporter's own reports: their data export, and the foreign key when the account goes.
    index("reports_user").on(t.userId),
    index("reports_client_hash").on(t.createdAt).where(sql`${t.clientHash} IS NOT NULL`),
  ],
);

// One row per reported item: what the queue lists (most reported, then oldest) without
// grouping 100,000 reports on every view.
export const reportItems = sqliteTable(
  "report_items",
  {
    kind: text("kind", { enum: ["annotation", "comment", "translation", "element", "song", "video", "sync"] }).notNull(),
    itemId: integer("item_id").notNull(),
    songId: integer("song_id"),
    label: text("label").notNull(),
    authorId: integer("author_id"),
    authorClientHash: text("author_client_hash"),
    // When the item recorded that hash (its creation): the copy is forgotten when the original
    // is, CLIENT_HASH_RETENTION_DAYS later (retention.ts). Set together with the hash.
    authorHashAt: integer("author_hash_at"),
    openCount: integer("open_count").notNull().default(0),
    firstAt: integer("first_at").notNull().default(now),
    lastAt: integer("last_at").notNull().default(now),
    state: text("state", { enum: ["open", "held", "closed"] })
      .notNull()
      .default("open"),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    // The queue: undecided items, most reported first, then the oldest, read in index order.
    index("report_items_queue").on(sql`${t.openCount} DESC`, t.firstAt).where(sql`${t.state} <> 'closed'`),
    index("report_items_client_hash").on(t.authorHashAt).where(sql`${t.authorClientHash} IS NOT NULL`),
    // A song's reported items: a merge moves them to the twin and its undo moves them back.
    index("report_items_song").on(t.songId),
  ],
);

// Every moderation action, with who, when, what and why (decision 043).
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    kind: text("kind").notNull(),
    itemId: integer("item_id"),
    label: text("label").notNull(),
    reason: text("reason"),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [
    index("audit_created").on(t.createdAt, t.id),
    index("audit_actor").on(t.actorId, t.createdAt),
    // The panel's "who" filter compares names case-blind (moderation-views.ts).
    index("audit_actor_name").on(sql`${t.actorName} COLLATE NOCASE`, t.createdAt),
    index("audit_action").on(t.action, t.createdAt),
    index("audit_kind").on(t.kind, t.createdAt),
  ],
);

// Blocks (decision 043): an account (it still reads and logs in) or, for anonymous abuse, the
// keyed hash of a client, until a time. Lifted blocks stay for the record; a client's hash goes
// when its block ends or is lifted (the privacy page; retention.ts).
export const blocks = sqliteTable(
  "blocks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    clientHash: text("client_hash"),
    label: text("label").notNull(),
    until: integer("until").notNull(),
    reason: text("reason"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: integer("created_at").notNull().default(now),
    liftedAt: integer("lifted_at"),
    liftedBy: integer("lifted_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("blocks_user").on(t.userId, t.until),
    index("blocks_client").on(t.clientHash, t.until),
    index("blocks_active").on(t.liftedAt, t.until),
    index("blocks_created_by").on(t.createdBy),
    index("blocks_lifted_by").on(t.liftedBy),
  ],
);

// Single-use links mailed to an account's owner (decision 044): a password reset, or the
// confirmation of an address (the one given at registration or a new one). Only the SHA-256
// of the token is stored, so the table cannot be read into working links. Using one is a
// conditional UPDATE (unused, unexpired) that stamps `claim` with the request's own nonce, in
// the same D1 batch as what the link does: of any number of concurrent uses exactly one wins.
export const accountTokens = sqliteTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["reset", "email"] }).notNull(),
    // The address the link was sent to: for "email", the address that using it confirms.
    email: text("email").notNull(),
    createdAt: integer("created_at").notNull().default(now),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    // The nonce of the request that used it: the batch's later statements act only for it.
    claim: text("claim"),
  },
  (t) => [index("account_tokens_user").on(t.userId, t.purpose), index("account_tokens_expires").on(t.expiresAt)],
);

// The development and test outbox (MAIL_PROVIDER=outbox, decision 044): every mail the site
// would send, listed at /_dev/poczta. Empty in production, where mail goes to the provider.
export const outboxMails = sqliteTable(
  "outbox_mails",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [index("outbox_mails_created").on(t.createdAt)],
);

// Observability (decision 050). Every request adds to its (minute, kind, route) row —
// counts, time, durations by bucket, D1 rows, cache hits — in upserts batched per isolate
// (every five seconds at most), so the status page reads a few hundred rows for the last
// hour whatever the traffic. Kept 7 days by the hourly cron.
export const requestMetrics = sqliteTable(
  "request_metrics",
  {
    /** the minute's start, unix seconds */
    minute: integer("minute").notNull(),
    /** page (a document), data (a client navigation's .data), api, feed (robots, sitemaps, RSS) */
    kind: text("kind", { enum: ["page", "data", "api", "feed"] }).notNull(),
    /** method and route pattern: "GET /:text/:second?", "POST /api/voteUp" */
    route: text("route").notNull(),
    requests: integer("requests").notNull().default(0),
    /** answers with status 500 and above */
    errors: integer("errors").notNull().default(0),
    /** answers with status 400–499 */
    refusals: integer("refusals").notNull().default(0),
    durationMs: integer("duration_ms").notNull().default(0),
    maxDurationMs: integer("max_duration_ms").notNull().default(0),
    // Durations counted by upper bound (ms), for percentiles of a route: averages hide the slow tail.
    upTo50: integer("up_to_50").notNull().default(0),
    upTo100: integer("up_to_100").notNull().default(0),
    upTo250: integer("up_to_250").notNull().default(0),
    upTo500: integer("up_to_500").notNull().default(0),
    upTo1000: integer("up_to_1000").notNull().default(0),
    upTo2500: integer("up_to_2500").notNull().default(0),
    over2500: integer("over_2500").notNull().default(0),
    queries: integer("queries").notNull().default(0),
    rowsRead: integer("rows_read").notNull().default(0),
    rowsWritten: integer("rows_written").notNull().default(0),
    cacheHits: integer("cache_hits").notNull().default(0),
    cacheMisses: integer("cache_misses").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.minute, t.kind, t.route] })],
);

// Each cron run, its job, how long it took and how it ended (decision 050). Kept 30 days.
export const cronRuns = sqliteTable(
  "cron_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    cron: text("cron").notNull(),
    job: text("job").notNull(),
    startedAt: integer("started_at").notNull(),
    durationMs: integer("duration_ms").notNull(),
    ok: integer("ok", { mode: "boolean" }).notNull(),
    error: text("error"),
    rowsRead: integer("rows_read").notNull().default(0),
    rowsWritten: integer("rows_written").notNull().default(0),
  },
  (t) => [index("cron_runs_started").on(t.startedAt)],
);

// The last unexpected errors with the request id the error page showed (decision 050), so a
// visitor's "Identyfikator błędu" leads to what happened. Kept 7 days.
export const requestErrors = sqliteTable(
  "request_errors",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: text("request_id").notNull(),
    at: integer("at").notNull(),
    route: text("route").notNull(),
    status: integer("status").notNull(),
    message: text("message").notNull(),
  },
  (t) => [index("request_errors_at").on(t.at), index("request_errors_request").on(t.requestId)],
);

// Old addresses (decision 049): the url name a song or an artist had before a rename, a move or a
// merge, and what it is now. The catch-all answers one 301 to the entity's current address
// when no live song or artist has the name; pointing at the entity (not at a name) is what
// makes a chain of renames one redirect. A merged song's old lines may sit elsewhere in the
// song it joined: `line_map[i]` is where its line i is now (null: the same lines).
export const urlAliases = sqliteTable(
  "url_aliases",
  {
    urlname: text("urlname").primaryKey(),
    kind: text("kind", { enum: ["song", "artist"] }).notNull(),
    itemId: integer("item_id").notNull(),
    lineMap: text("line_map", { mode: "json" }).$type<number[]>(),
    createdAt: integer("created_at").notNull().default(now),
  },
  (t) => [index("url_aliases_item").on(t.kind, t.itemId)],
);

// Merges of two artists (decision 049), with their duplicate songs. The merged-away artist and
// songs wait in the trash (`trash_id`); restoring that entry undoes the merge from the moves
// recorded in merge_moves. `pending` only while the merge's own batch runs.
export const merges = sqliteTable(
  "merges",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["artist"] }).notNull(),
    sourceId: integer("source_id").notNull(),
    targetId: integer("target_id").notNull(),
    label: text("label").notNull(),
    trashId: integer("trash_id").notNull(),
    status: text("status", { enum: ["pending", "done", "undone"] }).notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: integer("created_at").notNull().default(now),
    undoneAt: integer("undone_at"),
    undoneBy: integer("undone_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("merges_trash").on(t.trashId), index("merges_actor").on(t.actorId), index("merges_undone_by").on(t.undoneBy)],
);

// What a merge moved, row by row, as it was before (written by the merge's own batch, so the
// record is exactly what moved): `tbl` names the table or the kind of change ("songs",
// "annotations", "url_aliases:new", "annotation_votes:added", …), `data` the columns to put back.
export const mergeMoves = sqliteTable(
  "merge_moves",
  {
    mergeId: integer("merge_id")
      .notNull()
      .references(() => merges.id, { onDelete: "cascade" }),
    tbl: text("tbl").notNull(),
    itemId: integer("item_id").notNull(),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index("merge_moves_merge").on(t.mergeId, t.tbl),
    // An interpretation combined into another, found by its old id (the shared links of decision 049).
    index("merge_moves_item").on(t.tbl, t.itemId),
  ],
);
