import { addTranslation } from "@worker/services/contributions-write";
import { fail } from "@core/result";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { firstIssue } from "@core/schemas/contribution";
import { textField } from "../read-form.server";
import type { SongActionHandler } from "./types";
import { songTabHref } from "@core/pages/song-view";
import { translationSchema } from "@core/schemas/translation";

export const addTranslationAction: SongActionHandler = async ({ request, form, song }) => {
  const parsed = translationSchema.safeParse({
    song_id: song.id,
    code: textField(form, "code"),
    translationText: textField(form, "translationText"),
    [CAPTCHA_FIELD]: textField(form, CAPTCHA_FIELD),
  });
  if (!parsed.success) {
    const { message, field } = firstIssue(parsed.error);
    return fail("invalid", message, { field });
  }
  const added = await addTranslation(request, parsed.data);
  if (!added.ok) return added;
  // Product §4.11: after adding, its language tab becomes active.
  return { ok: true, value: { id: added.value.id, redirectTo: `${songTabHref(song.urlname, "tlumaczenie")}?jezyk=${added.value.code}` } };
};
