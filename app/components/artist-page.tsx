import { Link } from "react-router";
import { ListLink } from "~/components/list-link";
import { can } from "@core/auth/permissions";
import type { UserData } from "~/lib/userdata";
import { ConfirmDeleteForm } from "./confirm-delete-form";
import type { SongSummary } from "@core/pages/api-types";
import type { ArtistPageData } from "@core/pages/page-data";
import { plural } from "@core/text/numbers";
import { entityHref } from "@core/text/urlname";
import { Pager } from "./pager";
import { SidebarColumn, SidebarWidget } from "./sidebar-widget";
import { SongLinks } from "./song-list";
import { SongGrid } from "./song-grid";
import type { ActionAnswer } from "@core/pages/answers";
import { mergeHref } from "@core/rules/renames";
import { SONG_LIMITS } from "@core/rules/song";
import { RenameForm } from "./rename-form";

/** The artist page (product §2.14): every song alphabetically, the newest eight, the sidebar. */
type Props = {
  page: ArtistPageData;
  sidebar: SongSummary[];
  viewer: UserData | null;
  /** the action's answer to a form posted without JavaScript */
  serverAnswer?: ActionAnswer | null;
};

export function ArtistPage({ page, sidebar, viewer, serverAnswer = null }: Props) {
  const address = entityHref(page.artist.artist_urlname);
  return (
    <main className="page artist-page with-sidebar">
      <div>
        <h1>{page.artist.artist_name}</h1>
        <p className="muted">{plural(page.songCount, "piosenka", "piosenki", "piosenek")} w naszej bazie</p>
        <section>
          <h2>Wszystkie piosenki</h2>
          <SongLinks songs={page.songs} label={(song) => song.song_name} />
          <Pager basePath={entityHref(page.artist.artist_urlname)} page={page.page} count={page.pages} />
        </section>
        <SongGrid title="Nowe Piosenki" songs={page.newest} />
        <p>
          <ListLink className="button secondary" to="/dodaj">
            Dodaj piosenkę
          </ListLink>
        </p>
        {(can(viewer, "artist.rename") || can(viewer, "artist.merge")) && (
          <div className="moderator-tools">
            {can(viewer, "artist.rename") && (
              <RenameForm
                action={address}
                intent="rename-artist"
                summary="Zmień nazwę"
                field="name"
                label="Nowa nazwa wykonawcy"
                defaultValue={page.artist.artist_name}
                maxLength={SONG_LIMITS.artist}
                submit="Zapisz nazwę"
                serverAnswer={serverAnswer}
              />
            )}
            {can(viewer, "artist.merge") && (
              <Link className="button secondary" to={mergeHref(page.artist.artist_urlname)}>
                Połącz z innym wykonawcą
              </Link>
            )}
          </div>
        )}
        {can(viewer, "artist.delete") && (
          <ConfirmDeleteForm
            action={address}
            intent="delete-artist"
            fields={{ artist_id: page.artist.artist_id }}
            question={`Czy na pewno usunąć wykonawcę „${page.artist.artist_name}” i wszystkie jego piosenki? Przez 30 dni można ich przywrócić z kosza.`}
            label="Usuń wykonawcę"
          />
        )}
      </div>
      <SidebarColumn>
        <SidebarWidget songs={sidebar} />
      </SidebarColumn>
    </main>
  );
}
