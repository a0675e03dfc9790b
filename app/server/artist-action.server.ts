// The artist page's forms: a moderator deletes the artist — into the trash, with every song of
// theirs — and lands on the home page (product §4.12, decision 043), renames it, or merges it
// into another artist from /{artist}/polacz (decision 049) and lands on the new address. Each
// intent is refused with 401/403 for a session without its permission; the service checks again.
import { redirect } from "react-router";
import { fail, parseInput } from "@core/result";
import { INTENT_FIELD } from "@core/pages/answers";
import { RENAME_MESSAGES } from "@core/rules/renames";
import { idSchema } from "@core/schemas/ids";
import { entityHref } from "@core/text/urlname";
import { mergeArtists } from "@worker/services/merges";
import { deleteItem } from "@worker/services/moderation";
import { renameArtist } from "@worker/services/renames";
import { actionFailure } from "./answer.server";
import { requirePermissionOrThrow } from "./auth.server";
import { readForm, textField } from "./read-form.server";

const targetId = idSchema(RENAME_MESSAGES.noTarget);
const songId = idSchema(RENAME_MESSAGES.badDuplicates);

export async function artistAction(request: Request, artist: { id: number }) {
  const form = await readForm(request);
  const intent = textField(form, INTENT_FIELD);
  if (intent === "delete-artist") {
    await requirePermissionOrThrow(request, "artist.delete");
    if (textField(form, "artist_id") !== String(artist.id)) return actionFailure(fail("invalid", "Nieznana akcja formularza."));
    const removed = await deleteItem(request, "artist", artist.id);
    return removed.ok ? redirect("/") : actionFailure(removed, { intent });
  }
  if (intent === "rename-artist") {
    const user = await requirePermissionOrThrow(request, "artist.rename");
    const renamed = await renameArtist(user, artist.id, textField(form, "name"));
    return renamed.ok ? redirect(entityHref(renamed.value.urlname)) : actionFailure(renamed, { intent, values: { name: textField(form, "name") } });
  }
  if (intent === "merge-artist") {
    const user = await requirePermissionOrThrow(request, "artist.merge");
    const target = parseInput(targetId, form.get("target_id"));
    if (!target.ok) return actionFailure({ ...target, field: "target" }, { intent });
    const picked = form.getAll("scal").map((value) => parseInput(songId, value));
    const bad = picked.find((id) => !id.ok);
    if (bad && !bad.ok) return actionFailure({ ...bad, field: "merge" }, { intent });
    const ids = picked.flatMap((id) => (id.ok ? [id.value] : []));
    const merged = await mergeArtists(user, artist.id, target.value, ids);
    return merged.ok ? redirect(entityHref(merged.value.urlname)) : actionFailure(merged, { intent });
  }
  return actionFailure(fail("invalid", "Nieznana akcja formularza."));
}
