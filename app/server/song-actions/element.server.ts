import { addElement } from "@worker/services/elements-write";
import { fail } from "@core/result";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { firstIssue } from "@core/schemas/contribution";
import { elementSchema } from "@core/schemas/element";
import { textField } from "../read-form.server";
import type { SongActionHandler } from "./types";
import { elementTabOf, songTabHref } from "@core/pages/song-view";

/**
 * The add-element form of a remix, cover or instrumental tab. It sends the pasted address
 * (`url`) and the tab's `type`; the server checks the address and adds in one step, so
 * the form works without JavaScript too. The API calls the video's field `videoId`; on
 * this form it is `url`, so its messages go there.
 */
export const addElementAction: SongActionHandler = async ({ request, form, song }) => {
  const parsed = elementSchema.safeParse({
    song_id: song.id,
    type: textField(form, "type"),
    videoId: textField(form, "url"),
    [CAPTCHA_FIELD]: textField(form, CAPTCHA_FIELD),
  });
  if (!parsed.success) {
    const { message, field } = firstIssue(parsed.error);
    return fail("invalid", message, { field: field === "videoId" ? "url" : field });
  }
  const added = await addElement(request, parsed.data);
  if (!added.ok) return added.field === "videoId" ? { ...added, field: "url" } : added;
  const tab = songTabHref(song.urlname, elementTabOf(parsed.data.type));
  return { ok: true, value: { id: added.value.id, redirectTo: `${tab}#element-${added.value.id}` } };
};
