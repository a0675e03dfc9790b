// Reports ('Zgłoś', decision 043): anyone reports an interpretation, a comment, a translation,
// a cover/remix/instrumental, a song, its video or its timings, once per item (a user by
// account, a visitor by the keyed hash of the client, after a captcha). Each item's open
// reports are counted in report_items in the same batch, from the rows, so concurrent reports
// count exactly; the report that makes the count reach the threshold hides the item (into the
// trash, held) — exactly once, because only one request can flip the item's state.
import { and, eq, sql } from "drizzle-orm";
import { fail, ok, type Result } from "@core/result";
import { REPORT_HIDE_THRESHOLD, REPORT_KINDS, REPORT_MESSAGES, type ReportKind } from "@core/rules/reports";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import type { ReportInput } from "@core/schemas/reports";
import { nowSeconds } from "../platform/clock";
import { audit } from "./audit";
import { requestClientHash } from "./client-address";
import { type GateLimits, withContributionGate } from "./contribution-gate";
import { batchStatements, db, schema } from "./db";
import { trashItem } from "./moderation";
import { LIMITS, THROTTLE_MESSAGES } from "./rate-limit";

/** `authorHashAt`: when the item recorded its author's client hash (its creation), so the queue's copy is forgotten with it. */
export type ReportedItem = {
  label: string;
  songId: number | null;
  authorId: number | null;
  authorClientHash: string | null;
  authorHashAt: number | null;
};

const cut = (text: string, length = 140) => {
  const flat = text.replace(/\s+/gu, " ").trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

/** The author's hash with the time it was recorded, or neither. */
const hashOf = (row: { hash: string | null; at: number | null }) =>
  row.hash === null ? { authorClientHash: null, authorHashAt: null } : { authorClientHash: row.hash, authorHashAt: row.at };

const CONTENT = {
  annotation: schema.annotations,
  comment: schema.comments,
  translation: schema.translations,
} as const;

/** What the queue shows of a reported item: its text or title, its song and its author. */
export async function reportedItem(kind: ReportKind, id: number): Promise<ReportedItem | null> {
  if (kind === "annotation" || kind === "comment" || kind === "translation") {
    const table = CONTENT[kind];
    const [row] = await db()
      .select({ text: table.text, songId: table.songId, userId: table.userId, hash: table.clientHash, at: table.createdAt })
      .from(table)
      .where(eq(table.id, id));
    return row ? { label: cut(row.text), songId: row.songId, authorId: row.userId, ...hashOf(row) } : null;
  }
  if (kind === "element") {
    const e = schema.songElements;
    const [row] = await db()
      .select({ title: e.videoTitle, songId: e.songId, userId: e.userId, hash: e.clientHash, at: e.createdAt })
      .from(e)
      .where(eq(e.id, id));
    return row ? { label: cut(row.title), songId: row.songId, authorId: row.userId, ...hashOf(row) } : null;
  }
  const s = schema.songs;
  const [song] = await db()
    .select({ name: s.name, artist: schema.artists.name, videoId: s.youtubeId, addedBy: s.addedBy, hash: s.clientHash, at: s.createdAt })
    .from(s)
    .innerJoin(schema.artists, eq(schema.artists.id, s.artistId))
    .where(eq(s.id, id));
  if (!song) return null;
  const title = `${song.artist} – ${song.name}`;
  if (kind === "song") return { label: title, songId: id, authorId: song.addedBy, ...hashOf(song) };
  if (!song.videoId) return null;
  const scoped = kind === "video" ? sql`kind = 'video'` : sql`kind = 'sync' AND json_extract(payload, '$.videoId') = ${song.videoId}`;
  if (kind === "sync") {
    const [sync] = await db()
      .select({ id: schema.songSyncs.songId })
      .from(schema.songSyncs)
      .where(and(eq(schema.songSyncs.songId, id), eq(schema.songSyncs.videoId, song.videoId)));
    if (!sync) return null;
  }
  const [live] = await db()
    .select({ userId: schema.songRevisions.userId, hash: schema.songRevisions.clientHash, at: schema.songRevisions.createdAt })
    .from(schema.songRevisions)
    .where(sql`song_id = ${id} AND ${scoped} AND status = 'live'`)
    .orderBy(sql`id DESC`)
    .limit(1);
  const label = `${kind === "video" ? "Teledysk" : "Synchronizacja"} (${song.videoId}): ${title}`;
  return { label, songId: id, authorId: live?.userId ?? null, ...hashOf(live ?? { hash: null, at: null }) };
}

/** POST /api/report and the report page's form: 'Dziękujemy, sprawdzimy to.' */
export function reportItem(request: Request, input: ReportInput): Promise<Result<{ message: string }>> {
  const limits: GateLimits = {
    user: [LIMITS.reportsPerAccount, THROTTLE_MESSAGES.reports],
    visitor: [LIMITS.reportsPerClient, THROTTLE_MESSAGES.reports],
  };
  return withContributionGate(
    request,
    input[CAPTCHA_FIELD],
    REPORT_MESSAGES.captcha,
    async (user) => {
      // An item already hidden by reports still takes reports (they count for the moderator).
      const item = (await reportedItem(input.kind, input.item_id)) ?? (await heldItem(input.kind, input.item_id));
      if (!item) return fail("not_found", REPORT_MESSAGES.missing);
      const client = await requestClientHash(request);
      const reporterKey = user ? `u:${user.id}` : `c:${client}`;
      const now = nowSeconds();
      const r = schema.reports;
      const ri = schema.reportItems;
      const open = sql`(SELECT count(*) FROM reports WHERE kind = ${input.kind} AND item_id = ${input.item_id} AND status = 'open')`;
      const [inserted, counted] = await batchStatements([
        db()
          .insert(r)
          .values({
            kind: input.kind,
            itemId: input.item_id,
            reporterKey,
            userId: user?.id ?? null,
            clientHash: client,
            reason: input.reason,
            note: input.note,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: r.id }),
        db()
          .insert(ri)
          .values({
            kind: input.kind,
            itemId: input.item_id,
            songId: item.songId,
            label: item.label,
            authorId: item.authorId,
            authorClientHash: item.authorClientHash,
            authorHashAt: item.authorHashAt,
            openCount: open,
            firstAt: now,
            lastAt: now,
          })
          .onConflictDoUpdate({
            target: [ri.kind, ri.itemId],
            // A new report of a decided item opens it again, counted from its open reports.
            set: {
              openCount: open,
              lastAt: now,
              label: item.label,
              state: sql`CASE WHEN ${ri.state} = 'closed' THEN 'open' ELSE ${ri.state} END`,
              firstAt: sql`CASE WHEN ${ri.state} = 'closed' THEN ${now} ELSE ${ri.firstAt} END`,
            },
          })
          .returning({ openCount: ri.openCount, state: ri.state }),
      ]);
      if (inserted.results.length === 0) return fail("conflict", REPORT_MESSAGES.already);
      // D1's own rows: the columns' SQL names.
      const [{ open_count: openCount, state }] = counted.results as { open_count: number; state: string }[];
      if (openCount >= REPORT_HIDE_THRESHOLD && state === "open") await hold(request, input.kind, input.item_id, item.label);
      return ok({ message: REPORT_MESSAGES.thanks });
    },
    limits,
  );
}

/**
 * Hides an item reported by enough people: only the request that flips its state from open
 * to held moves it into the trash (held, not counted toward the 30 days), so it happens once.
 */
async function hold(request: Request, kind: ReportKind, itemId: number, label: string): Promise<void> {
  const ri = schema.reportItems;
  const flipped = await db()
    .update(ri)
    .set({ state: "held" })
    .where(and(eq(ri.kind, kind), eq(ri.itemId, itemId), eq(ri.state, "open")))
    .returning({ kind: ri.kind });
  if (flipped.length === 0) return;
  const moved = await trashItem(request, null, kind, itemId, { cause: "reported", status: "held", by: null, note: null });
  if (!moved.ok) {
    // Gone meanwhile (a moderator was quicker): nothing left to hide.
    await db()
      .update(ri)
      .set({ state: "open" })
      .where(and(eq(ri.kind, kind), eq(ri.itemId, itemId), eq(ri.state, "held")));
    return;
  }
  await audit(null, { action: "hide", kind, itemId, label, reason: `${REPORT_HIDE_THRESHOLD} zgłoszenia` });
}

/** An item reports have hidden (held in the trash until a moderator decides), as the trash labels it. */
async function heldItem(kind: ReportKind, id: number): Promise<ReportedItem | null> {
  const t = schema.trash;
  const [row] = await db()
    .select({
      label: t.label,
      songId: t.songId,
      authorId: t.authorId,
      authorClientHash: sql<string | null>`NULL`,
      authorHashAt: sql<number | null>`NULL`,
    })
    .from(t)
    .where(and(eq(t.kind, kind), eq(t.itemId, id), eq(t.status, "held")))
    .limit(1);
  return row ?? null;
}

export type ReportPage = { song: { urlname: string; title: string }; kind: ReportKind; item_id: number; label: string };

/** The report page of one item of this song; not_found for an item that is not the song's. */
export async function reportPage(song: { id: number; urlname: string }, kind: string | null, id: string | null): Promise<Result<ReportPage>> {
  const known = (REPORT_KINDS as readonly string[]).includes(kind ?? "") ? (kind as ReportKind) : null;
  const itemId = id && /^[1-9]\d{0,14}$/.test(id) ? Number(id) : null;
  if (!known || itemId === null) return fail("not_found", REPORT_MESSAGES.missing);
  // A held item keeps its page: the reporter whose report hid it sees the thanks on it.
  const item = (await reportedItem(known, itemId)) ?? (await heldItem(known, itemId));
  if (!item || item.songId !== song.id) return fail("not_found", REPORT_MESSAGES.missing);
  const [row] = await db()
    .select({ title: schema.songs.name, artist: schema.artists.name })
    .from(schema.songs)
    .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
    .where(eq(schema.songs.id, song.id));
  return ok({ song: { urlname: song.urlname, title: `${row.artist} – ${row.title}` }, kind: known, item_id: itemId, label: item.label });
}
