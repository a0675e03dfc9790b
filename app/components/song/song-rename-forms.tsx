// The song page's 'Zmień tytuł' and 'Zmień wykonawcę' for moderators (decision 049), as items of
// the page's action list: a new title, or the artist the song belongs to (found by name, or
// made new). Both land on the song's new address; the old one answers 301.
import { can } from "@core/auth/permissions";
import type { ActionAnswer } from "@core/pages/answers";
import type { SongPageData } from "@core/pages/page-data";
import { SONG_LIMITS } from "@core/rules/song";
import { entityHref } from "@core/text/urlname";
import { RenameForm } from "~/components/rename-form";
import type { UserData } from "~/lib/userdata";

type Props = { song: SongPageData["song"]; viewer: UserData | null; serverAnswer: ActionAnswer | null };

export function SongRenameForms({ song, viewer, serverAnswer }: Props) {
  if (!can(viewer, "song.rename")) return null;
  const action = entityHref(song.song_urlname);
  return (
    <>
      <li>
        <RenameForm
          action={action}
          intent="rename-song"
          summary="Zmień tytuł"
          field="title"
          label="Nowy tytuł piosenki"
          defaultValue={song.song_name}
          maxLength={SONG_LIMITS.title}
          submit="Zapisz tytuł"
          serverAnswer={serverAnswer}
        />
      </li>
      <li>
        <RenameForm
          action={action}
          intent="move-song"
          summary="Zmień wykonawcę"
          field="artist"
          label="Wykonawca tej piosenki"
          defaultValue={song.artist.artist_name}
          maxLength={SONG_LIMITS.artist}
          submit="Przenieś piosenkę"
          serverAnswer={serverAnswer}
        />
      </li>
    </>
  );
}
