import { addAnnotation } from "@worker/services/contributions-write";
import { fail } from "@core/result";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { annotationSchema, firstIssue } from "@core/schemas/contribution";
import { textField } from "../read-form.server";
import type { SongActionHandler } from "./types";
import { songLineHref } from "@core/pages/song-view";

/** The add-interpretation form: its lines are checkboxes named `linie`. */
export const addAnnotationAction: SongActionHandler = async ({ request, form, song }) => {
  const parsed = annotationSchema.safeParse({
    songId: song.id,
    annotationText: textField(form, "annotationText"),
    linesSelected: form.getAll("linie").filter((value) => typeof value === "string"),
    [CAPTCHA_FIELD]: textField(form, CAPTCHA_FIELD),
  });
  if (!parsed.success) {
    const { message, field } = firstIssue(parsed.error);
    return fail("invalid", message, { field });
  }
  const added = await addAnnotation(request, parsed.data);
  if (!added.ok) return added;
  // Product §4.11: after adding, the first selected line is selected, its panel shows the new one.
  return { ok: true, value: { id: added.value.id, redirectTo: songLineHref(song.urlname, added.value.lines[0]) } };
};
