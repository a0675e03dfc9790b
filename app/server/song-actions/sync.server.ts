// The song page's `sync` intent (decision 037): the sync editor posts its timings (a JSON
// list in `timings`) or an LRC text (`lrc`); the same service as POST /api/saveSync.
import { saveSync } from "@worker/services/song-sync";
import { proposeVideo } from "@worker/services/song-video";
import { videoProposalSchema } from "@core/schemas/video";
import { fail } from "@core/result";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { firstIssue } from "@core/schemas/contribution";
import { textField } from "../read-form.server";
import type { SongActionHandler } from "./types";
import { syncSchema } from "@core/schemas/sync";

export const saveSyncAction: SongActionHandler = async ({ request, form, song }) => {
  const parsed = syncSchema.safeParse({
    song_id: song.id,
    video_id: textField(form, "video_id"),
    timings: textField(form, "timings"),
    lrc: textField(form, "lrc"),
    [CAPTCHA_FIELD]: textField(form, CAPTCHA_FIELD),
  });
  if (!parsed.success) {
    const { message, field } = firstIssue(parsed.error);
    return fail("invalid", message, { field });
  }
  const saved = await saveSync(request, parsed.data);
  return saved.ok ? { ok: true, value: {} } : saved;
};

/** The `video` intent: a proposed video for the song (decision 037). */
export const proposeVideoAction: SongActionHandler = async ({ request, form, song }) => {
  const parsed = videoProposalSchema.safeParse({ song_id: song.id, url: textField(form, "url"), [CAPTCHA_FIELD]: textField(form, CAPTCHA_FIELD) });
  if (!parsed.success) {
    const { message, field } = firstIssue(parsed.error);
    return fail("invalid", message, { field });
  }
  const proposed = await proposeVideo(request, parsed.data);
  return proposed.ok ? { ok: true, value: {} } : proposed;
};
