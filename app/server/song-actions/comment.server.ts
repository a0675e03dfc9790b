import { addComment } from "@worker/services/contributions-write";
import { fail } from "@core/result";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { commentSchema, firstIssue } from "@core/schemas/contribution";
import { textField } from "../read-form.server";
import type { SongActionHandler } from "./types";
import { songTabHref } from "@core/pages/song-view";

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
