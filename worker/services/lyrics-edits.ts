// 'Edytuj tekst' (decision 045): anyone suggests corrected lyrics with a short reason (a visitor
// after the captcha); staff's own edits apply at once, everyone else's wait in the review queue
// beside reports. Staff accept (optionally corrected) or refuse with a reason the proposer sees
// on their profile, and bring back any earlier version (a revert is a new version). Every
// change goes through lyrics-apply.ts, so interpretations, timings and translations follow.
import { and, desc, eq, sql } from "drizzle-orm";
import { can } from "@core/auth/permissions";
import { fail, ok, type Result } from "@core/result";
import { LYRICS_EDIT_MESSAGES, type OwnSuggestion } from "@core/rules/lyrics-edits";
import { type LyricsState, REVISION_MESSAGES } from "@core/rules/revisions";
import type { LyricsDecisionInput, LyricsSuggestionInput } from "@core/schemas/lyrics-edit";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { audit } from "./audit";
import { type GateLimits, withContributionGate } from "./contribution-gate";
import { db, schema } from "./db";
import { applyLyrics, currentLyrics, ensureFirstVersion } from "./lyrics-apply";
import { requirePermission } from "./permissions";
import { LIMITS, THROTTLE_MESSAGES } from "./rate-limit";
import { authorOf, findRevision, propose, reject } from "./song-revisions";

const r = schema.songRevisions;
const linesOf = (text: string) => text.split("\n");
const same = (a: string[], b: string[]) => a.length === b.length && a.every((line, i) => line === b[i]);

export const SUGGESTION_LIMITS: GateLimits = {
  user: [LIMITS.suggestionsPerAccount, THROTTLE_MESSAGES.suggestions],
  visitor: [LIMITS.suggestionsPerClient, THROTTLE_MESSAGES.suggestions],
};

export type Suggested = { applied: boolean; message: string };

/** 'Edytuj tekst': applied at once for staff, otherwise a suggestion waiting for review. */
export async function suggestLyrics(request: Request, songId: number, input: LyricsSuggestionInput): Promise<Result<Suggested>> {
  const current = await currentLyrics(songId);
  if (!current) return fail("not_found", LYRICS_EDIT_MESSAGES.missingSong);
  const lines = linesOf(input.lyrics);
  if (same(lines, current.lines)) return fail("invalid", LYRICS_EDIT_MESSAGES.unchanged, { field: "lyrics" });
  return withContributionGate<Suggested>(
    request,
    input[CAPTCHA_FIELD],
    LYRICS_EDIT_MESSAGES.captcha,
    async (user) => {
      const author = await authorOf(request, user);
      if (can(user, "lyrics.edit")) {
        // Staff edit what they saw; a change that landed since makes them look again.
        if (input.base !== current.base) return fail("conflict", LYRICS_EDIT_MESSAGES.stale);
        const applied = await applyLyrics({ songId, lines, base: current.base, author, reason: input.reason });
        if (!applied) return fail("conflict", LYRICS_EDIT_MESSAGES.stale);
        return ok({ applied: true, message: LYRICS_EDIT_MESSAGES.applied });
      }
      const payload: LyricsState = { lyrics: lines };
      await ensureFirstVersion(songId);
      if ((await propose({ songId, kind: "lyrics" }, payload, author, input.reason)) === null)
        return fail("conflict", REVISION_MESSAGES.alreadyPending);
      return ok({ applied: false, message: LYRICS_EDIT_MESSAGES.sent });
    },
    SUGGESTION_LIMITS,
  );
}

/** A moderator accepts (the lyrics they send: the suggestion, perhaps corrected) or refuses one. */
export async function decideLyrics(request: Request, input: LyricsDecisionInput): Promise<Result<{ songId: number; message: string }>> {
  const actor = await requirePermission(request, "lyrics.edit");
  if (!actor.ok) return actor;
  const row = await findRevision(input.revision_id);
  if (row?.kind !== "lyrics") return fail("not_found", REVISION_MESSAGES.missing);
  if (row.status !== "pending") return fail("conflict", REVISION_MESSAGES.decided);
  const label = `tekst, propozycja ${row.id}`;
  if (input.decision === "reject") {
    if (!(await reject(row.id, actor.value.id, input.note))) return fail("conflict", REVISION_MESSAGES.decided);
    await audit(actor.value, { action: "reject", kind: "lyrics", itemId: row.id, label, reason: input.note });
    return ok({ songId: row.songId, message: REVISION_MESSAGES.rejected });
  }
  const current = await currentLyrics(row.songId);
  if (!current) return fail("not_found", LYRICS_EDIT_MESSAGES.missingSong);
  // The moderator decided on a diff against the text of `base`: if another change landed
  // since, they are sent back to the queue, which shows the diff against the new text.
  if (input.base !== current.base) return fail("conflict", LYRICS_EDIT_MESSAGES.stale);
  const lines = linesOf(input.lyrics);
  if (same(lines, current.lines)) return fail("invalid", LYRICS_EDIT_MESSAGES.unchanged, { field: "lyrics" });
  const applied = await applyLyrics({
    songId: row.songId,
    lines,
    base: current.base,
    author: { userId: row.userId, clientHash: row.clientHash },
    reason: row.reason,
    accept: { revisionId: row.id, moderatorId: actor.value.id },
  });
  if (!applied) {
    const now = await findRevision(row.id);
    return fail("conflict", now?.status === "pending" ? LYRICS_EDIT_MESSAGES.stale : REVISION_MESSAGES.decided);
  }
  const corrected = same(lines, (row.payload as LyricsState).lyrics) ? null : "z poprawkami moderatora";
  await audit(actor.value, { action: "accept", kind: "lyrics", itemId: row.id, label, reason: corrected });
  return ok({ songId: row.songId, message: REVISION_MESSAGES.accepted });
}

/** Brings back an earlier version of the song's lyrics, as a new version. */
export async function revertLyrics(request: Request, songId: number, revisionId: number): Promise<Result<{ message: string }>> {
  const actor = await requirePermission(request, "lyrics.edit");
  if (!actor.ok) return actor;
  const row = await findRevision(revisionId);
  // A version of another song is no version of this one.
  if (row?.kind !== "lyrics" || row.songId !== songId) return fail("not_found", REVISION_MESSAGES.missing);
  if (row.status === "pending" || row.status === "rejected") return fail("conflict", REVISION_MESSAGES.decided);
  if (row.status === "live") return fail("conflict", REVISION_MESSAGES.sameAsLive);
  const current = await currentLyrics(songId);
  if (!current) return fail("not_found", LYRICS_EDIT_MESSAGES.missingSong);
  const lines = (row.payload as LyricsState).lyrics;
  if (same(lines, current.lines)) return fail("conflict", REVISION_MESSAGES.sameAsLive);
  const author = await authorOf(request, actor.value);
  const reason = `Przywrócona wersja ${revisionId}`;
  if (!(await applyLyrics({ songId, lines, base: current.base, author, reason }))) return fail("conflict", LYRICS_EDIT_MESSAGES.stale);
  await audit(actor.value, { action: "revert", kind: "lyrics", itemId: revisionId, label: `tekst, wersja ${revisionId}` });
  return ok({ message: REVISION_MESSAGES.reverted });
}

/** A moderator pins an interpretation an edit detached to a line of the current text. */
export async function repinAnnotation(request: Request, songId: number, annotationId: number, line: number): Promise<Result<{ message: string }>> {
  const actor = await requirePermission(request, "lyrics.edit");
  if (!actor.ok) return actor;
  const current = await currentLyrics(songId);
  if (!current) return fail("not_found", LYRICS_EDIT_MESSAGES.missingSong);
  if (line >= current.lines.length || current.lines[line].trim() === "") return fail("invalid", LYRICS_EDIT_MESSAGES.repinLine, { field: "line" });
  const a = schema.annotations;
  const pinned = await db()
    .update(a)
    .set({ lines: [line], detachedText: null })
    .where(and(eq(a.id, annotationId), eq(a.songId, songId), sql`${a.lines} = '[]'`))
    .returning({ id: a.id, text: a.text });
  if (pinned.length === 0) return fail("not_found", LYRICS_EDIT_MESSAGES.repinMissing);
  await audit(actor.value, {
    action: "repin",
    kind: "annotation",
    itemId: annotationId,
    label: pinned[0].text.slice(0, 140),
    reason: `linia ${line + 1}`,
  });
  return ok({ message: LYRICS_EDIT_MESSAGES.repinned });
}

/** A user's own suggestions, newest first, with the decisions (their profile shows them). */
export async function ownSuggestions(userId: number, limit = 20): Promise<OwnSuggestion[]> {
  const rows = await db()
    .select({
      revision_id: r.id,
      kind: r.kind,
      status: r.status,
      song_name: schema.songs.name,
      song_urlname: schema.songs.urlname,
      created_at: r.createdAt,
      decided_at: r.decidedAt,
      decision_note: r.decisionNote,
      decidedBy: r.decidedBy,
    })
    .from(r)
    .leftJoin(schema.songs, eq(schema.songs.id, r.songId))
    .where(and(eq(r.userId, userId), sql`${r.kind} IN ('lyrics', 'names')`, sql`${r.decidedBy} IS NOT ${userId}`))
    .orderBy(desc(r.id))
    .limit(limit);
  return rows.map(({ decidedBy: _, ...row }) => row as OwnSuggestion);
}
