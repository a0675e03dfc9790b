import { addComment } from "../../../worker/services/contributions-write";
import { fail } from "../../../worker/services/result";
import { CAPTCHA_FIELD } from "../captcha-widget";
import { commentSchema, firstIssue } from "../contribution-schemas";
import { textField } from "../read-form.server";
import type { SongActionHandler } from "../song-actions.server";
import { songTabHref } from "../song-view";

export const addCommentAction: SongActionHandler = async ({ request, form, song }) => {
  const parsed = commentSchema.safeParse({ song_id: song.id, text: textField(form, "text"), [CAPTCHA_FIELD]: textField(form, CAPTCHA_FIELD) });
  if (!parsed.success) {
    const { message, field } = firstIssue(parsed.error);
    return fail("invalid", message, { field });
  }
  const added = await addComment(request, parsed.data);
  if (!added.ok) return added;
  return { ok: true, value: { id: added.value.id, redirectTo: `${songTabHref(song.urlname, "komentarze")}#komentarz-${added.value.id}` } };
};
