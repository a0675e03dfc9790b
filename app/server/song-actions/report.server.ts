// The report page's form (decision 043): the same service as POST /api/report. Without
// JavaScript a logged-in user's post lands back on the report page, which then thanks them.
import { parseInput } from "@core/result";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { reportSchema } from "@core/schemas/reports";
import { REPORT_SLUG } from "@core/pages/song-view";
import { entityHref } from "@core/text/urlname";
import { reportItem } from "@worker/services/reports";
import { textField } from "../read-form.server";
import type { SongActionHandler } from "./types";

export const REPORT_ACTIONS: Record<string, SongActionHandler> = {
  report: async ({ request, form, song }) => {
    const input = parseInput(reportSchema, {
      kind: textField(form, "kind"),
      item_id: textField(form, "item_id"),
      reason: textField(form, "reason"),
      note: textField(form, "note"),
      [CAPTCHA_FIELD]: textField(form, CAPTCHA_FIELD),
    });
    const reported = input.ok ? await reportItem(request, input.value) : input;
    if (!reported.ok) return reported;
    const { kind, item_id } = input.ok ? input.value : { kind: "", item_id: 0 };
    return { ok: true, value: { redirectTo: `${entityHref(song.urlname)}/${REPORT_SLUG}?rodzaj=${kind}&id=${item_id}&wyslano=1` } };
  },
};
