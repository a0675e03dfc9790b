// `npm run db:scale -- --songs 100000`: fills a local D1 with a large, realistic data set
// for benchmarks. It writes the SQLite file behind the local D1 directly (node:sqlite, one
// transaction per table, prepared statements): going through the D1 API row by row would
// take hours. The FTS triggers of the migrations run as usual, so search stays in step.
// Stop `npm run dev` first: the file must not be in use.
import { pbkdf2Sync, randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { BENCH_ADMIN, prepareLocalDatabase } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    songs: { type: "string", default: "100000" },
    state: { type: "string" },
  },
});
const songs = Number(values.songs);
if (!Number.isInteger(songs) || songs < 10) throw new Error("--songs must be a whole number of at least 10");
const counts = {
  songs,
  artists: Math.max(1, Math.round(songs / 10)),
  users: Math.max(2, Math.round(songs / 2)),
  annotations: songs * 10,
  comments: songs,
  translations: Math.round(songs / 10),
  elements: Math.round(songs / 5),
  annotationVotes: songs * 10,
  commentVotes: songs,
  // Moderation (issue 17): the panel's queue, trash and log must stay fast at this size.
  reports: songs,
  auditLog: songs,
};

await prepareLocalDatabase(values.state);
const stateDir = path.join(values.state ?? ".wrangler/state", "v3", "d1", "miniflare-D1DatabaseObject");
const file = existsSync(stateDir) && readdirSync(stateDir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
if (!file) throw new Error(`No local D1 database found under ${stateDir}`);
const db = new DatabaseSync(path.join(stateDir, file));
db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF; PRAGMA foreign_keys = OFF;");

// mulberry32: a plain LCG correlates consecutive draws (which song, which timestamp),
// which made the newest annotations cluster on a few songs.
let seed = 12345;
const random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const int = (max) => Math.floor(random() * max);

// Word frequencies follow Zipf's law as in real lyrics: a few function words are in every
// song, ordinary words in some, most of a 20,000-word vocabulary in few. A flat, tiny
// vocabulary would make every search term match most songs.
const COMMON = "i w na nie się to ja ty a że z do mi jak o mnie tak po za ale już tylko gdy co".split(" ");
const ORDINARY = (
  "miłość serce noc dzień rzeka wisła las pole wiatr słońce księżyc gwiazda dziewczyna chłopak konik sokół góry " +
  "morze łza śmiech taniec pieśń muzyka droga dom okno kwiat róża jabłko wiosna lato jesień zima śnieg deszcz " +
  "ogień woda ziemia niebo ptak skrzydło sen marzenie wolność ojczyzna matka ojciec brat siostra przyjaciel " +
  "wróg bój szabla ułan krakowiak mazur polka kujawiak oberek kapela skrzypce bęben fujarka harmonia " +
  "biały czerwony zielony złoty srebrny młody stary piękny smutny wesoły cichy głośny daleki bliski " +
  "idzie płynie śpiewa tańczy kocha czeka wraca leci biegnie świeci płacze śmieje marzy woła szumi gra"
).split(" ");
const SYLLABLES = "ba be bo ka ko ma mo na no pa po ra ro sa so ta to wa wo za zo ła ło cze sza dzi rzy ść ń ży ką gę".split(" ");
const RARE = Array.from({ length: 20000 - COMMON.length - ORDINARY.length }, (_, i) => {
  let word = "";
  for (let n = i + 7; word.length < 5 || n > 0; n = Math.floor(n / SYLLABLES.length)) word += SYLLABLES[n % SYLLABLES.length];
  return word;
});
const WORDS = [...COMMON, ...ORDINARY, ...RARE];
const LOG_WORDS = Math.log(WORDS.length + 1);
// Log-uniform rank: P(rank r) ∝ 1/r.
const word = () => WORDS[Math.min(WORDS.length - 1, Math.floor(Math.exp(random() * LOG_WORDS)) - 1)];
const line = () => Array.from({ length: 4 + int(5) }, () => word()).join(" ");
const name = () => {
  const w = pick(ORDINARY);
  return `${w[0].toUpperCase() + w.slice(1)} ${word()}`;
};
const slug = (text) =>
  text
    .replace(/[łŁ]/g, "l")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const maxId = (table) => Number(db.prepare(`SELECT coalesce(max(rowid), 0) AS m FROM ${table}`).get().m);
const nowSec = Math.floor(Date.now() / 1000);
const started = Date.now();

function fill(table, columns, total, makeRow) {
  const insert = db.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`);
  const base = maxId(table);
  const step = Math.max(1, Math.floor(total / 10));
  db.exec("BEGIN");
  for (let i = 1; i <= total; i++) {
    insert.run(...makeRow(base + i, i));
    if (i % step === 0 || i === total) {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\r${table}: ${i.toLocaleString("pl-PL")} / ${total.toLocaleString("pl-PL")}  (${seconds} s)   `);
    }
  }
  db.exec("COMMIT");
  process.stdout.write("\n");
  return base;
}

// Demo accounts get a hash nobody can log in with: the scale set is for reading speed.
const unusableHash = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
const userBase = fill("users", ["id", "username", "email", "password_hash", "role", "points", "created_at"], counts.users, (id) => [
  id,
  `skala_${id}`,
  `skala_${id}@example.invalid`,
  unusableHash,
  "user",
  0,
  nowSec - int(400 * 86400),
]);
const artistBase = fill("artists", ["id", "name", "urlname", "created_at"], counts.artists, (id) => {
  const artistName = `${name()} ${id}`;
  return [id, artistName, `${slug(artistName)}`, nowSec - int(400 * 86400)];
});
const songBase = fill(
  "songs",
  ["id", "artist_id", "name", "urlname", "lyrics", "youtube_id", "youtube_title", "user_added", "created_at"],
  counts.songs,
  (id) => {
    const title = `${name()} ${id}`;
    const lyrics = Array.from({ length: 16 + int(16) }, (_, i) => (i % 5 === 4 ? "" : line())).join("\n");
    const video = random() < 0.7 ? `sc${String(id).padStart(9, "0")}` : null;
    return [
      id,
      artistBase + 1 + int(counts.artists),
      title,
      `s-${id}-${slug(title)}`,
      lyrics,
      video,
      video ? title : null,
      random() < 0.1 ? 1 : 0,
      nowSec - int(365 * 86400),
    ];
  },
);
const songPick = () => songBase + 1 + int(counts.songs);
const userPick = () => userBase + 1 + int(counts.users);
const annotationBase = fill("annotations", ["id", "song_id", "user_id", "text", "points", "lines", "created_at"], counts.annotations, (id) => [
  id,
  songPick(),
  random() < 0.6 ? userPick() : null,
  `Nadinterpretacja ${id}: ${line()}, czyli ${line()}.`,
  0,
  `[${int(12)}]`,
  nowSec - int(365 * 86400),
]);
const commentBase = fill("comments", ["id", "song_id", "user_id", "text", "points", "created_at"], counts.comments, (id) => [
  id,
  songPick(),
  random() < 0.5 ? userPick() : null,
  `Komentarz ${id}: ${line()}`,
  0,
  nowSec - int(365 * 86400),
]);
fill("translations", ["id", "song_id", "user_id", "code", "text", "created_at"], counts.translations, (id) => [
  id,
  songPick(),
  null,
  pick(["en", "de", "fr", "es", "uk", "cs"]),
  `${line()}\n${line()}`,
  nowSec - int(365 * 86400),
]);
fill("song_elements", ["id", "song_id", "user_id", "type", "video_id", "video_title", "thumbnail_url", "created_at"], counts.elements, (id) => {
  const video = `el${String(id).padStart(9, "0")}`;
  return [id, songPick(), null, int(3), video, `${name()} (remix)`, `https://i.ytimg.com/vi/${video}/mqdefault.jpg`, nowSec - int(365 * 86400)];
});
// Votes: a distinct (item, voter) pair each, so the unique constraint holds.
fill("annotation_votes", ["annotation_id", "voter_key", "user_id", "created_at"], counts.annotationVotes, (_, i) => {
  // Skewed towards a minority of annotations, as real votes are.
  const annotation = annotationBase + 1 + Math.floor(counts.annotations * random() ** 3);
  return [annotation, `a:scale-${i}`, null, nowSec - int(365 * 86400)];
});
fill("comment_votes", ["comment_id", "voter_key", "user_id", "created_at"], counts.commentVotes, (_, i) => [
  commentBase + 1 + Math.floor(counts.comments * random() ** 3),
  `a:scale-${i}`,
  null,
  nowSec - int(365 * 86400),
]);

// Reports: skewed over a fifth of the reported kinds' items, one reporter each; most were
// decided long ago, the last ones are open (the queue).
const reportKinds = [
  ["annotation", annotationBase, counts.annotations],
  ["comment", commentBase, counts.comments],
];
fill("reports", ["kind", "item_id", "reporter_key", "user_id", "reason", "status", "created_at"], counts.reports, (_, i) => {
  const [kind, base, total] = reportKinds[int(reportKinds.length)];
  const user = userPick();
  const open = i > counts.reports * 0.9;
  return [
    kind,
    base + 1 + Math.floor((total / 5) * random() ** 2),
    `u:${user}:${i}`,
    user,
    pick(["spam", "offensive", "meaning", "copyright", "other"]),
    open ? "open" : pick(["dismissed", "actioned"]),
    nowSec - (open ? int(7 * 86400) : 7 * 86400 + int(300 * 86400)),
  ];
});
const moderators = [userPick(), userPick(), userPick()];
fill("audit_log", ["actor_id", "actor_name", "action", "kind", "item_id", "label", "reason", "created_at"], counts.auditLog, (_, i) => {
  const actor = pick(moderators);
  return [
    actor,
    `skala_${actor}`,
    pick(["delete", "dismiss", "restore", "block", "hide", "role", "article-save"]),
    pick(["annotation", "comment", "song", "account"]),
    1 + int(counts.annotations),
    `Wpis ${i}: ${line()}`,
    random() < 0.3 ? line() : null,
    nowSec - int(365 * 86400),
  ];
});
const admin = BENCH_ADMIN;
const salt = randomBytes(16);
const adminHash = `pbkdf2-sha256$100000$${salt.toString("base64")}$${pbkdf2Sync(admin.password, salt, 100000, 32, "sha256").toString("base64")}`;
db.prepare("INSERT INTO users (username, email, password_hash, role, points, created_at) VALUES (?, ?, ?, 'admin', 0, ?)").run(
  admin.username,
  "bench_admin@example.invalid",
  adminHash,
  nowSec,
);

console.log("Counting reports per item, moving every twentieth comment to the trash…");
db.exec(`
  INSERT INTO report_items (kind, item_id, song_id, label, author_id, open_count, first_at, last_at, state)
  SELECT r.kind, r.item_id, coalesce(a.song_id, c.song_id), substr(coalesce(a.text, c.text), 1, 140), coalesce(a.user_id, c.user_id),
    sum(r.status = 'open'), min(r.created_at), max(r.created_at), CASE WHEN sum(r.status = 'open') > 0 THEN 'open' ELSE 'closed' END
  FROM reports r
  LEFT JOIN annotations a ON r.kind = 'annotation' AND a.id = r.item_id
  LEFT JOIN comments c ON r.kind = 'comment' AND c.id = r.item_id
  GROUP BY r.kind, r.item_id;
  INSERT INTO trash (id, kind, item_id, label, song_id, author_id, cause, status, deleted_by, deleted_at)
  SELECT id, 'comment', id, substr(text, 1, 140), song_id, user_id, 'deleted', 'trashed', ${moderators[0]}, ${nowSec} - (id % 29) * 86400
  FROM comments WHERE id > ${commentBase} AND id % 20 = 0;
  INSERT INTO trash_rows (trash_id, tbl, row)
  SELECT id, 'comments', json_object('id', id, 'song_id', song_id, 'user_id', user_id, 'text', text, 'points', points, 'client_hash', client_hash, 'created_at', created_at)
  FROM comments WHERE id IN (SELECT item_id FROM trash WHERE kind = 'comment');
  INSERT INTO trash_rows (trash_id, tbl, row)
  SELECT comment_id, 'comment_votes', json_object('comment_id', comment_id, 'voter_key', voter_key, 'user_id', user_id, 'created_at', created_at)
  FROM comment_votes WHERE comment_id IN (SELECT item_id FROM trash WHERE kind = 'comment');
  DELETE FROM comment_votes WHERE comment_id IN (SELECT item_id FROM trash WHERE kind = 'comment');
  DELETE FROM comments WHERE id IN (SELECT item_id FROM trash WHERE kind = 'comment');
`);

console.log("Deriving points from votes…");
db.exec(`
  UPDATE annotations SET points = (SELECT count(*) FROM annotation_votes v WHERE v.annotation_id = annotations.id),
    ranked_points = (SELECT count(*) FROM annotation_votes v WHERE v.annotation_id = annotations.id AND v.user_id IS NOT NULL) WHERE id > ${annotationBase};
  UPDATE comments SET points = (SELECT count(*) FROM comment_votes v WHERE v.comment_id = comments.id) WHERE id > ${commentBase};
  UPDATE users SET points = coalesce((SELECT sum(ranked_points) FROM annotations a WHERE a.user_id = users.id), 0);
  ANALYZE;
`);
db.close();
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s:`, counts);
