// 'Tytuł i wykonawca' on the edit page (decision 045): anyone suggests a corrected title and
// artist with a short reason (a visitor after the captcha); a moderator's own change applies at
// once, everyone else's waits in the review queue beside the lyrics suggestions. Applying goes
// through the renames of decision 049 (the old address answers 301, a song moved to an artist
// that exists joins it), then the names become the song's live version (names-history.ts).
import { can } from "@core/auth/permissions";
import { fail, ok, type Result } from "@core/result";
import { duplicateAfterRename } from "@core/rules/renames";
import { LYRICS_EDIT_MESSAGES, namesBase, namesBaseId } from "@core/rules/lyrics-edits";
import { type NamesState, REVISION_MESSAGES } from "@core/rules/revisions";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import type { NamesDecisionInput, NamesSuggestionInput } from "@core/schemas/lyrics-edit";
import { audit } from "./audit";
import { withContributionGate } from "./contribution-gate";
import { SUGGESTION_LIMITS, type Suggested } from "./lyrics-edits";
import { type CurrentNames, claimNames, currentNames, ensureFirstNames, recordNames, settleNames, unclaimNames } from "./names-history";
import { requirePermission } from "./permissions";
import { moveSongToArtist, namesake, renameSong } from "./renames";
import type { SessionUser } from "./session";
import { type Author, authorOf, findRevision, propose, reject } from "./song-revisions";
import { artistByName } from "./songs-write";

/** What changes: the title as typed; the artist only when the name finds another artist (or none). */
async function changesOf(current: CurrentNames, target: NamesState) {
  const title = target.title !== current.title;
  const artist = target.artist !== current.artist && (await artistByName(target.artist))?.id !== current.artistId;
  return { title, artist };
}

type Applied = Result<{ urlname: string; before: NamesState; after: NamesState }>;

/**
 * Renames the song and/or moves it (each step checks `song.rename` against `actor`); the
 * caller records the names. A move refused after a rename puts the title back.
 */
async function applyNames(actor: SessionUser, songId: number, target: NamesState): Promise<Applied> {
  const before = await currentNames(songId);
  if (!before) return fail("not_found", LYRICS_EDIT_MESSAGES.missingSong);
  const changes = await changesOf(before, target);
  if (!changes.title && !changes.artist) return fail("invalid", LYRICS_EDIT_MESSAGES.namesUnchanged, { field: "title" });
  // A title the (new) artist already has is refused before anything changes.
  const destination = changes.artist ? await artistByName(target.artist) : { id: before.artistId, name: before.artist };
  const twin = destination ? await namesake(destination.id, target.title, songId) : null;
  if (destination && twin) {
    return fail("conflict", duplicateAfterRename(destination.name, twin.name), { field: "title", details: { existingSongURL: twin.urlname } });
  }
  let urlname = "";
  if (changes.title) {
    const renamed = await renameSong(actor, songId, target.title, { record: false });
    if (!renamed.ok) return renamed;
    urlname = renamed.value.urlname;
  }
  if (changes.artist) {
    const moved = await moveSongToArtist(actor, songId, target.artist, { record: false });
    if (!moved.ok) {
      if (changes.title) await renameSong(actor, songId, before.title, { record: false });
      return moved;
    }
    urlname = moved.value.urlname;
  }
  const after = (await currentNames(songId)) ?? before;
  return ok({ urlname, before: { title: before.title, artist: before.artist }, after: { title: after.title, artist: after.artist } });
}

/** Applies and records a new version by `author` (a moderator's own change, a revert). */
async function applyAndRecord(actor: SessionUser, songId: number, target: NamesState, author: Author, reason: string | null) {
  const applied = await applyNames(actor, songId, target);
  if (applied.ok) await recordNames(songId, applied.value.before, applied.value.after, author, reason);
  return applied;
}

export type NamesSuggested = Suggested & { urlname?: string };

/** The edit page's names form: applied at once for moderators, otherwise a suggestion waiting for review. */
export async function suggestNames(request: Request, songId: number, input: NamesSuggestionInput): Promise<Result<NamesSuggested>> {
  const current = await currentNames(songId);
  if (!current) return fail("not_found", LYRICS_EDIT_MESSAGES.missingSong);
  const target = { title: input.title, artist: input.artist };
  const changes = await changesOf(current, target);
  if (!changes.title && !changes.artist) return fail("invalid", LYRICS_EDIT_MESSAGES.namesUnchanged, { field: "title" });
  return withContributionGate<NamesSuggested>(
    request,
    input[CAPTCHA_FIELD],
    LYRICS_EDIT_MESSAGES.captcha,
    async (user) => {
      const author = await authorOf(request, user);
      if (user && can(user, "song.rename")) {
        const applied = await applyAndRecord(user, songId, target, author, input.reason);
        if (!applied.ok) return applied;
        return ok({ applied: true, message: LYRICS_EDIT_MESSAGES.namesApplied, urlname: applied.value.urlname });
      }
      await ensureFirstNames(songId, current);
      if ((await propose({ songId, kind: "names" }, target, author, input.reason)) === null)
        return fail("conflict", REVISION_MESSAGES.alreadyPending);
      return ok({ applied: false, message: LYRICS_EDIT_MESSAGES.sent });
    },
    SUGGESTION_LIMITS,
  );
}

/** A moderator accepts (the names they send: the suggestion, perhaps corrected) or refuses one. */
export async function decideNames(request: Request, input: NamesDecisionInput): Promise<Result<{ songId: number; message: string }>> {
  const actor = await requirePermission(request, "song.rename");
  if (!actor.ok) return actor;
  const row = await findRevision(input.revision_id);
  if (row?.kind !== "names") return fail("not_found", REVISION_MESSAGES.missing);
  if (row.status !== "pending") return fail("conflict", REVISION_MESSAGES.decided);
  const label = `tytuł i wykonawca, propozycja ${row.id}`;
  if (input.decision === "reject") {
    if (!(await reject(row.id, actor.value.id, input.note))) return fail("conflict", REVISION_MESSAGES.decided);
    await audit(actor.value, { action: "reject", kind: "names", itemId: row.id, label, reason: input.note });
    return ok({ songId: row.songId, message: REVISION_MESSAGES.rejected });
  }
  const current = await currentNames(row.songId);
  if (!current) return fail("not_found", LYRICS_EDIT_MESSAGES.missingSong);
  // The moderator decided looking at the names and the version then: a change since sends them
  // back to look again; the claim makes that check and the acceptance one statement.
  const seenLiveId = namesBaseId(input.base);
  if (namesBase(seenLiveId, current) !== input.base) return fail("conflict", LYRICS_EDIT_MESSAGES.namesStale);
  const target = { title: input.title, artist: input.artist };
  if (!(await claimNames(row.id, row.songId, seenLiveId, target, actor.value.id))) {
    const now = await findRevision(row.id);
    return fail("conflict", now?.status === "pending" ? LYRICS_EDIT_MESSAGES.namesStale : REVISION_MESSAGES.decided);
  }
  const applied = await applyNames(actor.value, row.songId, target);
  if (!applied.ok) {
    await unclaimNames(row.id, row.songId, seenLiveId);
    return applied;
  }
  await settleNames(row.id, applied.value.after);
  const proposed = row.payload as NamesState;
  const corrected = proposed.title === target.title && proposed.artist === target.artist ? null : "z poprawkami moderatora";
  await audit(actor.value, { action: "accept", kind: "names", itemId: row.id, label, reason: corrected });
  return ok({ songId: row.songId, message: REVISION_MESSAGES.accepted });
}

/** Brings back an earlier title and artist of the song, as a new version. */
export async function revertNames(request: Request, songId: number, revisionId: number): Promise<Result<{ urlname: string; message: string }>> {
  const actor = await requirePermission(request, "song.rename");
  if (!actor.ok) return actor;
  const row = await findRevision(revisionId);
  // A version of another song is no version of this one.
  if (row?.kind !== "names" || row.songId !== songId) return fail("not_found", REVISION_MESSAGES.missing);
  if (row.status === "pending" || row.status === "rejected") return fail("conflict", REVISION_MESSAGES.decided);
  if (row.status === "live") return fail("conflict", REVISION_MESSAGES.sameAsLive);
  const target = row.payload as NamesState;
  const author = await authorOf(request, actor.value);
  const applied = await applyAndRecord(actor.value, songId, target, author, `Przywrócona wersja ${revisionId}`);
  if (!applied.ok) {
    return applied.message === LYRICS_EDIT_MESSAGES.namesUnchanged ? fail("conflict", REVISION_MESSAGES.sameAsLive) : applied;
  }
  await audit(actor.value, { action: "revert", kind: "names", itemId: revisionId, label: `tytuł i wykonawca, wersja ${revisionId}` });
  return ok({ urlname: applied.value.urlname, message: REVISION_MESSAGES.reverted });
}
