// The song page's edit forms (decision 048): an author changes the text of their own
// interpretation, comment or translation. One intent per kind; the form sends the item's id
// and the new text, parsed with the schema /api/editPost uses, and the service decides from
// the session whether the item is the viewer's. A post without JavaScript lands on the item.
import { parseInput } from "@core/result";
import { EDIT_INTENTS, type EditableKind } from "@core/rules/post-edits";
import { annotationHref, songTabHref } from "@core/pages/song-view";
import { postEditSchema } from "@core/schemas/post-edit";
import { editOwnPost, type PostEdited } from "@worker/services/post-edits";
import { textField } from "../read-form.server";
import type { SongActionHandler, SongRef } from "./types";

const LANDING: Record<EditableKind, (song: SongRef, edited: PostEdited) => string> = {
  annotation: (song, edited) => annotationHref(song.urlname, edited.id),
  comment: (song, edited) => `${songTabHref(song.urlname, "komentarze")}#komentarz-${edited.id}`,
  translation: (song, edited) => `${songTabHref(song.urlname, "tlumaczenie")}?jezyk=${edited.code}#tlumaczenie-${edited.id}`,
};

const editor =
  (kind: EditableKind): SongActionHandler =>
  async ({ request, form, song }) => {
    const typed = { id: textField(form, "id"), text: textField(form, "text") };
    const input = parseInput(postEditSchema, { kind, ...typed });
    const edited = input.ok ? await editOwnPost(request, input.value, song.id) : input;
    // A page rendered again without JavaScript opens the same item's form with what was typed.
    if (!edited.ok) return { ...edited, details: { ...edited.details, values: typed } };
    return { ok: true, value: { id: edited.value.id, redirectTo: LANDING[kind](song, edited.value) } };
  };

export const EDIT_ACTIONS: Record<string, SongActionHandler> = Object.fromEntries(
  (Object.keys(EDIT_INTENTS) as EditableKind[]).map((kind) => [EDIT_INTENTS[kind], editor(kind)]),
);
