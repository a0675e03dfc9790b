// The song page's 'Zmień tytuł' and 'Zmień wykonawcę' (decision 049): a moderator renames the
// song or moves it to another artist, and lands on its new address; the old one answers 301.
// Refused with 401/403 for a session without `song.rename` before anything changes; the
// service checks again.
import { entityHref } from "@core/text/urlname";
import { moveSongToArtist, renameSong } from "@worker/services/renames";
import { requirePermissionOrThrow } from "../auth.server";
import { textField } from "../read-form.server";
import type { SongActionHandler } from "./types";

export const RENAME_ACTIONS: Record<string, SongActionHandler> = {
  "rename-song": async ({ request, form, song }) => {
    const user = await requirePermissionOrThrow(request, "song.rename");
    const renamed = await renameSong(user, song.id, textField(form, "title"));
    return renamed.ok ? { ok: true, value: { redirectTo: entityHref(renamed.value.urlname) } } : renamed;
  },
  "move-song": async ({ request, form, song }) => {
    const user = await requirePermissionOrThrow(request, "song.rename");
    const moved = await moveSongToArtist(user, song.id, textField(form, "artist"));
    return moved.ok ? { ok: true, value: { redirectTo: entityHref(moved.value.urlname) } } : moved;
  },
};
