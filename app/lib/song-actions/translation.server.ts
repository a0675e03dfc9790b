import { addTranslation } from "../../../worker/services/contributions-write";
import { fail } from "../../../worker/services/result";
import { CAPTCHA_FIELD } from "../captcha-widget";
import { firstIssue } from "../contribution-schemas";
import { textField } from "../read-form.server";
import type { SongActionHandler } from "../song-actions.server";
import { songTabHref } from "../song-view";
import { translationSchema } from "../translation-schema";

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
  // Spec §4: after adding, its language tab becomes active.
  return { ok: true, value: { id: added.value.id, redirectTo: `${songTabHref(song.urlname, "tlumaczenie")}?jezyk=${added.value.code}` } };
};
