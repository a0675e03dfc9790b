// The song page's delete buttons (spec §6): privileged users (moderators and the admin)
// delete translations, comments, elements, the song and the artist; only the admin deletes
// interpretations. The role comes from the session (requireModerator/requireAdmin throw
// 401/403); the moderation service does the deleting, as for the /api calls.
import { deleteAnnotation, deleteArtist, deleteComment, deleteElement, deleteSong, deleteTranslation } from "../../../worker/services/moderation";
import { fail, type Result } from "../../../worker/services/result";
import { deleteSync } from "../../../worker/services/song-sync";
import { positiveIdSchema } from "../article-schema";
import { requireAdmin, requireModerator } from "../auth.server";
import type { SongActionHandler } from "../song-actions.server";
import { songTabHref } from "../song-view";
import { entityHref } from "../urlname";

type Remove = (id: number) => Promise<Result>;

const remover =
  (guard: typeof requireAdmin, field: string, remove: Remove, after: (song: { urlname: string }) => string): SongActionHandler =>
  async ({ request, form, song }) => {
    await guard(request);
    const id = positiveIdSchema.safeParse(form.get(field));
    if (!id.success) return fail("invalid", `Nieprawidłowe pole ${field}.`);
    const removed = await remove(id.data);
    return removed.ok ? { ok: true, value: { redirectTo: after(song) } } : removed;
  };

const songPage = (song: { urlname: string }) => entityHref(song.urlname);
const home = () => "/";

export const DELETE_ACTIONS: Record<string, SongActionHandler> = {
  "delete-annotation": remover(requireAdmin, "annotation_id", deleteAnnotation, songPage),
  "delete-comment": remover(requireModerator, "comment_id", deleteComment, (song) => songTabHref(song.urlname, "komentarze")),
  "delete-translation": remover(requireModerator, "translation_id", deleteTranslation, (song) => songTabHref(song.urlname, "tlumaczenie")),
  "delete-element": remover(requireModerator, "element_id", deleteElement, songPage),
  // Decision 037: synced lyrics of the song's current video; the form sends the song's id.
  "delete-sync": remover(requireModerator, "song_id", deleteSync, songPage),
  // Spec §4: after deleting a song or an artist the page goes to /.
  "delete-song": remover(requireModerator, "song_id", deleteSong, home),
  "delete-artist": remover(requireModerator, "artist_id", deleteArtist, home),
};
