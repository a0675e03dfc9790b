// The history page's forms (decision 042): a moderator accepts, rejects or reverts to a
// revision of the song's video or timings, or takes the video away. Refused with 401/403
// for a session without the kind's permission before the form is read; the service checks
// again. Every decision lands back on the history page.
import { parseInput } from "@core/result";
import type { RevisionKind } from "@core/rules/revisions";
import { songHistoryHref } from "@core/pages/song-view";
import { revisionDecisionSchema } from "@core/schemas/revisions";
import { clearVideo, decideRevision } from "@worker/services/revision-review";
import { REVISION_PERMISSIONS } from "@core/rules/revisions";
import { requirePermissionOrThrow } from "../auth.server";
import { textField } from "../read-form.server";
import type { SongActionHandler } from "./types";

const decide =
  (kind: RevisionKind): SongActionHandler =>
  async ({ request, form, song }) => {
    await requirePermissionOrThrow(request, REVISION_PERMISSIONS[kind]);
    const input = parseInput(revisionDecisionSchema, {
      revision_id: textField(form, "revision_id"),
      decision: textField(form, "decision"),
      note: textField(form, "note"),
    });
    const decided = input.ok ? await decideRevision(request, kind, input.value.revision_id, input.value.decision, input.value.note) : input;
    return decided.ok ? { ok: true, value: { redirectTo: songHistoryHref(song.urlname) } } : decided;
  };

export const REVISION_ACTIONS: Record<string, SongActionHandler> = {
  "revision-video": decide("video"),
  "revision-sync": decide("sync"),
  "clear-video": async ({ request, song }) => {
    await requirePermissionOrThrow(request, "video.replace");
    const cleared = await clearVideo(request, song.id);
    return cleared.ok ? { ok: true, value: { redirectTo: songHistoryHref(song.urlname) } } : cleared;
  },
};
