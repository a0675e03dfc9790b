// The song page's delete buttons (product §6.2): one intent per kind of the moderation service's
// DELETIONS table, refused with 401/403 for a session without the kind's permission before
// the form is read; the service checks it again and does the deleting, as for the /api calls.
import { parseInput } from "@core/result";
import { idSchema } from "@core/schemas/ids";
import { songTabHref } from "@core/pages/song-view";
import { entityHref } from "@core/text/urlname";
import { DELETIONS, type DeletableKind, deleteItem } from "@worker/services/moderation";
import { requirePermissionOrThrow } from "../auth.server";
import type { SongActionHandler } from "./types";

type After = (song: { urlname: string }) => string;

const remover =
  (kind: DeletableKind, after: After): SongActionHandler =>
  async ({ request, form, song }) => {
    const { permission, field } = DELETIONS[kind];
    await requirePermissionOrThrow(request, permission);
    const id = parseInput(idSchema(`Nieprawidłowe pole ${field}.`), form.get(field));
    const removed = id.ok ? await deleteItem(request, kind, id.value) : id;
    return removed.ok ? { ok: true, value: { redirectTo: after(song) } } : removed;
  };

const songPage: After = (song) => entityHref(song.urlname);
const home: After = () => "/";

export const DELETE_ACTIONS: Record<string, SongActionHandler> = {
  "delete-annotation": remover("annotation", songPage),
  "delete-comment": remover("comment", (song) => songTabHref(song.urlname, "komentarze")),
  "delete-translation": remover("translation", (song) => songTabHref(song.urlname, "tlumaczenie")),
  "delete-element": remover("element", songPage),
  "delete-sync": remover("sync", songPage),
  // Product §4.12: after deleting a song or an artist the page goes to /.
  "delete-song": remover("song", home),
  "delete-artist": remover("artist", home),
};
