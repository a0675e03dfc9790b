// Staff's items of the song page's action list: 'Zmień tytuł' and 'Zmień wykonawcę' for
// moderators (decision 049), 'Usuń piosenkę' and 'Usuń wykonawcę' for those allowed (decision
// 043, to the trash). A part of its own (decision 052): a visitor's page never loads it.
import { Suspense } from "react";
import { can } from "@core/auth/permissions";
import type { ActionAnswer } from "@core/pages/answers";
import type { SongPageData } from "@core/pages/page-data";
import { entityHref } from "@core/text/urlname";
import { ConfirmDeleteForm } from "~/components/confirm-delete-part";
import type { UserData } from "~/lib/userdata";
import { SongRenameForms } from "./song-rename-forms";

type Props = { song: SongPageData["song"]; viewer: UserData | null; serverAnswer: ActionAnswer | null };

export function SongStaffActions({ song, viewer, serverAnswer }: Props) {
  return (
    <>
      <SongRenameForms song={song} viewer={viewer} serverAnswer={serverAnswer} />
      {can(viewer, "song.delete") && (
        <li>
          <Suspense fallback={null}>
            <ConfirmDeleteForm
              action={entityHref(song.song_urlname)}
              intent="delete-song"
              fields={{ song_id: song.song_id }}
              question={`Czy na pewno usunąć piosenkę „${song.song_search}” z jej interpretacjami, komentarzami i tłumaczeniami?`}
              label="Usuń piosenkę"
            />
          </Suspense>
        </li>
      )}
      {can(viewer, "artist.delete") && (
        <li>
          <Suspense fallback={null}>
            <ConfirmDeleteForm
              action={entityHref(song.song_urlname)}
              intent="delete-artist"
              fields={{ artist_id: song.artist.artist_id }}
              question={`Czy na pewno usunąć wykonawcę „${song.artist.artist_name}” i wszystkie jego piosenki?`}
              label="Usuń wykonawcę"
            />
          </Suspense>
        </li>
      )}
    </>
  );
}
