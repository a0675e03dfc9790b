// The lyrics edits' forms on the song's pages (decision 045): 'Edytuj tekst' and its title and
// artist form (anyone; staff apply at once), a moderator's revert from the history and re-pinning a detached
// interpretation from the song page. The services check permissions from the session.
import { parseInput } from "@core/result";
import { EDIT_SLUG, songHistoryHref } from "@core/pages/song-view";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { idSchema } from "@core/schemas/ids";
import { lyricsSuggestionSchema, namesSuggestionSchema, repinSchema } from "@core/schemas/lyrics-edit";
import { REVISION_MESSAGES } from "@core/rules/revisions";
import { entityHref } from "@core/text/urlname";
import { repinAnnotation, revertLyrics, suggestLyrics } from "@worker/services/lyrics-edits";
import { revertNames, suggestNames } from "@worker/services/names-edits";
import { requirePermissionOrThrow } from "../auth.server";
import { textField } from "../read-form.server";
import type { SongActionHandler } from "./types";

export const LYRICS_ACTIONS: Record<string, SongActionHandler> = {
  "suggest-lyrics": async ({ request, form, song }) => {
    const input = parseInput(lyricsSuggestionSchema, {
      lyrics: textField(form, "lyrics"),
      reason: textField(form, "reason"),
      base: textField(form, "base"),
      [CAPTCHA_FIELD]: textField(form, CAPTCHA_FIELD),
    });
    const sent = input.ok ? await suggestLyrics(request, song.id, input.value) : input;
    if (!sent.ok) return sent;
    // Applied: the song shows it; waiting: the edit page thanks the proposer.
    const redirectTo = sent.value.applied ? entityHref(song.urlname) : `${entityHref(song.urlname)}/${EDIT_SLUG}?wyslano=1`;
    return { ok: true, value: { pending: !sent.value.applied, redirectTo } };
  },
  "suggest-names": async ({ request, form, song }) => {
    const input = parseInput(namesSuggestionSchema, {
      title: textField(form, "title"),
      artist: textField(form, "artist"),
      reason: textField(form, "reason"),
      [CAPTCHA_FIELD]: textField(form, CAPTCHA_FIELD),
    });
    const sent = input.ok ? await suggestNames(request, song.id, input.value) : input;
    if (!sent.ok) return sent;
    // Applied: the song's new address (the old one answers 301); waiting: the edit page thanks the proposer.
    const redirectTo = sent.value.urlname ? entityHref(sent.value.urlname) : `${entityHref(song.urlname)}/${EDIT_SLUG}?wyslano=1`;
    return { ok: true, value: { pending: !sent.value.applied, redirectTo } };
  },
  "revert-names": async ({ request, form, song }) => {
    await requirePermissionOrThrow(request, "song.rename");
    const id = parseInput(idSchema(REVISION_MESSAGES.missing), textField(form, "revision_id"));
    const reverted = id.ok ? await revertNames(request, song.id, id.value) : id;
    return reverted.ok ? { ok: true, value: { redirectTo: songHistoryHref(reverted.value.urlname) } } : reverted;
  },
  "revert-lyrics": async ({ request, form, song }) => {
    await requirePermissionOrThrow(request, "lyrics.edit");
    const id = parseInput(idSchema(REVISION_MESSAGES.missing), textField(form, "revision_id"));
    const reverted = id.ok ? await revertLyrics(request, song.id, id.value) : id;
    return reverted.ok ? { ok: true, value: { redirectTo: songHistoryHref(song.urlname) } } : reverted;
  },
  "repin-annotation": async ({ request, form, song }) => {
    await requirePermissionOrThrow(request, "lyrics.edit");
    const input = parseInput(repinSchema, { annotation_id: textField(form, "annotation_id"), line: textField(form, "line") });
    const pinned = input.ok ? await repinAnnotation(request, song.id, input.value.annotation_id, input.value.line) : input;
    return pinned.ok ? { ok: true, value: { redirectTo: `${entityHref(song.urlname)}?linia=${input.ok ? input.value.line : 0}` } } : pinned;
  },
};
