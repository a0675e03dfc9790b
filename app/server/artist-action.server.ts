// The artist page's one form (decision 043): a moderator deletes the artist — into the trash,
// with every song of theirs — and lands on the home page (product §4.12).
import { redirect } from "react-router";
import { fail } from "@core/result";
import { deleteItem } from "@worker/services/moderation";
import { actionFailure } from "./answer.server";
import { requirePermissionOrThrow } from "./auth.server";
import { readForm, textField } from "./read-form.server";

export async function artistAction(request: Request, artist: { id: number }) {
  await requirePermissionOrThrow(request, "artist.delete");
  const form = await readForm(request);
  if (textField(form, "intent") !== "delete-artist" || textField(form, "artist_id") !== String(artist.id)) {
    return actionFailure(fail("invalid", "Nieznana akcja formularza."));
  }
  const removed = await deleteItem(request, "artist", artist.id);
  return removed.ok ? redirect("/") : actionFailure(removed);
}
