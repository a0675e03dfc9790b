// The song page's add forms (interpretation, comment, translation, cover/remix/instrumental,
// synced timings, the song's video): each reads its fields from the form, parses them with the
// schema the /api twin uses, calls the same service and says where a post without JavaScript
// lands. One recipe, so the forms differ only in what they name.
import { addAnnotation, addComment, addTranslation } from "@worker/services/contributions-write";
import { addElement } from "@worker/services/elements-write";
import { saveSync } from "@worker/services/song-sync";
import { proposeVideo } from "@worker/services/song-video";
import { elementTabOf, PENDING_PARAM, songLineHref, songTabHref } from "@core/pages/song-view";
import { entityHref } from "@core/text/urlname";
import { parseInput, type Result } from "@core/result";
import { CAPTCHA_FIELD } from "@core/schemas/captcha";
import { annotationSchema, commentSchema } from "@core/schemas/contribution";
import { elementSchema } from "@core/schemas/element";
import { syncSchema } from "@core/schemas/sync";
import { translationSchema } from "@core/schemas/translation";
import { videoProposalSchema } from "@core/schemas/video";
import type { z } from "@core/zod";
import { textField } from "../read-form.server";
import type { SongActionHandler, SongRef } from "./types";

type Recipe<Input, Added> = {
  schema: z.ZodType<Input>;
  /** the schema's fields from the form (the captcha is added) */
  fields: (form: FormData, song: SongRef) => Record<string, unknown>;
  add: (request: Request, input: Input) => Promise<Result<Added>>;
  /** the new item's id, if the form focuses it, and where a post without JavaScript lands */
  landing?: (song: SongRef, added: Added, input: Input) => { id?: number; redirectTo?: string };
  /** a field the form names otherwise than the schema (the element form's `url`) */
  formField?: Record<string, string>;
};

function addAction<Input, Added>(recipe: Recipe<Input, Added>): SongActionHandler {
  const rename = <F extends { field?: string }>(failure: F): F =>
    failure.field && recipe.formField?.[failure.field] ? { ...failure, field: recipe.formField[failure.field] } : failure;
  return async ({ request, form, song }) => {
    const input = parseInput(recipe.schema, { ...recipe.fields(form, song), [CAPTCHA_FIELD]: textField(form, CAPTCHA_FIELD) });
    if (!input.ok) return rename(input);
    const added = await recipe.add(request, input.value);
    if (!added.ok) return rename(added);
    return { ok: true, value: recipe.landing?.(song, added.value, input.value) ?? {} };
  };
}

/** A proposal that waits for a moderator (decision 042): the page says so, without JavaScript too. */
const waiting = (song: SongRef) => ({ pending: true, redirectTo: `${entityHref(song.urlname)}?${PENDING_PARAM}=1` });

export const CONTRIBUTION_ACTIONS: Record<string, SongActionHandler> = {
  // The add-interpretation form: its lines are checkboxes named `linie`. Product §4.10: after
  // adding, the first selected line is selected and its panel shows the new one.
  annotation: addAction({
    schema: annotationSchema,
    fields: (form, song) => ({
      songId: song.id,
      annotationText: textField(form, "annotationText"),
      linesSelected: form.getAll("linie").filter((value) => typeof value === "string"),
    }),
    add: addAnnotation,
    landing: (song, added) => ({ id: added.id, redirectTo: songLineHref(song.urlname, added.lines[0]) }),
  }),
  comment: addAction({
    schema: commentSchema,
    fields: (form, song) => ({ song_id: song.id, text: textField(form, "text") }),
    add: addComment,
    landing: (song, added) => ({ id: added.id, redirectTo: `${songTabHref(song.urlname, "komentarze")}#komentarz-${added.id}` }),
  }),
  // Product §4.11: after adding, its language tab becomes active.
  translation: addAction({
    schema: translationSchema,
    fields: (form, song) => ({ song_id: song.id, code: textField(form, "code"), translationText: textField(form, "translationText") }),
    add: addTranslation,
    landing: (song, added) => ({ id: added.id, redirectTo: `${songTabHref(song.urlname, "tlumaczenie")}?jezyk=${added.code}` }),
  }),
  // A remix, cover or instrumental tab's form sends the pasted address (`url`) and the tab's
  // `type`; the server checks the address and adds in one step, so it works without JavaScript.
  element: addAction({
    schema: elementSchema,
    fields: (form, song) => ({ song_id: song.id, type: textField(form, "type"), videoId: textField(form, "url") }),
    add: addElement,
    landing: (song, added, input) => ({ id: added.id, redirectTo: `${songTabHref(song.urlname, elementTabOf(input.type))}#element-${added.id}` }),
    formField: { videoId: "url" },
  }),
  // Decision 037: the sync editor posts its timings (a JSON list) or an LRC text.
  sync: addAction({
    schema: syncSchema,
    fields: (form, song) => ({
      song_id: song.id,
      video_id: textField(form, "video_id"),
      timings: textField(form, "timings"),
      lrc: textField(form, "lrc"),
    }),
    add: saveSync,
    landing: (song, saved) => (saved.pending ? waiting(song) : {}),
  }),
  // Decision 037: a proposed video for the song.
  video: addAction({
    schema: videoProposalSchema,
    fields: (form, song) => ({ song_id: song.id, url: textField(form, "url") }),
    add: proposeVideo,
    landing: (song, proposed) => (proposed.pending ? waiting(song) : {}),
  }),
};
