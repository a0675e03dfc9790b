import { Suspense, useMemo } from "react";
import { ListLink } from "~/components/list-link";
import { lazyPart } from "~/lib/lazy-part";
import { deferredPart } from "~/lib/deferred-part";
import { ReportLink } from "./report-link";
import { Link } from "react-router";
import type { RecentInterpretation, SongPageData } from "@core/pages/page-data";
import { SongGrid } from "~/components/song-grid";
import { SongLinks } from "~/components/song-list";
import { annotationsByLine, isAnnotatableLine } from "@core/rules/lyric-lines";
import type { CaptchaWidget } from "@core/schemas/captcha";
import type { ContributionAnswer } from "@core/pages/answers";
import { addFormHref, annotationHref, ELEMENT_TAB_TYPES, type SongView, songEditHref } from "@core/pages/song-view";
import { cutSongPageName } from "@core/text/text-cut";
import { FIRST_LINE_TO_SELECT, focusWhenShown, TAB_PANEL_ID } from "~/lib/focus-move";
import { entityHref } from "@core/text/urlname";
import { can } from "@core/auth/permissions";
import type { UserData } from "~/lib/userdata";
import { LyricsPanel, LyricsView } from "./lyrics-view";
import type { Detached } from "./detached-annotations";
import { SongHeader } from "./song-header";
import { SongTabs } from "./song-tabs";
import type { LanguageNames } from "./translations-tab";
import { PlayerProvider } from "./player-context";

// The lyrics are the page (decision 047); the other tabs, staff's actions and the
// detached interpretations come in chunks of their own, loaded when shown (decision 052).
const CommentsTab = lazyPart("comments-tab", () => import("./comments-tab").then((m) => ({ default: m.CommentsTab })));
const ElementsTab = lazyPart("elements-tab", () => import("./elements-tab").then((m) => ({ default: m.ElementsTab })));
const TranslationsTab = lazyPart("translations-tab", () => import("./translations-tab").then((m) => ({ default: m.TranslationsTab })));
const SongStaffActions = lazyPart("song-staff-actions", () => import("./song-staff-actions").then((m) => ({ default: m.SongStaffActions })));
// Staff's delete forms and an author's notice of held items: for a few viewers only.
const HeldNotice = lazyPart("held-notice", () => import("./held-notice"));
// The video corner waits for its first use: a tap or a key in it, or a lyric line's ▶ (the
// player asks for it), decision 052.
const SongMedia = deferredPart("song-media", () => import("./song-media").then((m) => ({ default: m.SongMedia })));
const DetachedAnnotations = lazyPart("detached-annotations", () =>
  import("./detached-annotations").then((m) => ({ default: m.DetachedAnnotations })),
);

type Props = {
  page: SongPageData;
  recent: RecentInterpretation[];
  languages: LanguageNames;
  view: SongView;
  viewer: UserData | null;
  /** the captcha of the add forms for a visitor, null for a logged-in user */
  captcha: CaptchaWidget | null;
  /** the action's answer to a form posted without JavaScript */
  serverAnswer: ContributionAnswer | null;
  /** the viewer's own items of this song that reports hid (decision 043) */
  held?: { kind: string; label: string }[];
  /** interpretations whose lines a lyrics edit removed (decision 045) */
  detached?: Detached[];
};

export function SongPage({ page, recent, languages, view, viewer, captcha, serverAnswer, held = [], detached = [] }: Props) {
  const forms = { viewer, captcha, serverAnswer };
  const { song } = page;
  // Tab, line and language clicks re-render with the same loader data (no revalidation):
  // classify the lines and group the interpretations once per song, not on every click.
  const byLine = useMemo(() => annotationsByLine(song.song_lyrics, page.annotations), [song.song_lyrics, page.annotations]);
  const opened = view.annotationId === null ? undefined : page.annotations.find((a) => a.annotation_id === view.annotationId);
  // /{song}/interpretacja-{id} opens the first line of that interpretation.
  const selectedLine =
    view.line !== null && view.line < song.song_lyrics.length
      ? view.line
      : (opened?.annotation_lines.find((i) => isAnnotatableLine(song.song_lyrics[i] ?? "")) ?? null);
  const countOf = (type: number) => page.elements.filter((e) => e.element_type === type).length;
  const lyrics = {
    urlname: song.song_urlname,
    shareTitle: `${song.artist.artist_name} – ${song.song_name}`,
    lines: song.song_lyrics,
    byLine,
    lineTotals: page.lineTotals,
    selectedLine,
    highlighted: opened?.annotation_id ?? null,
    adding: view.adding,
    timings: page.sync?.timings ?? null,
    ...forms,
  };

  return (
    // One player controller for the page: the player, the synced lines and the sync editor share it.
    <PlayerProvider prepare={SongMedia.load}>
      <main className="page song-page">
        <SongHeader song={song} />
        {held.length > 0 && (
          <Suspense fallback={null}>
            <HeldNotice held={held} />
          </Suspense>
        )}
        {/* Lyrics first (decision 047): the video corner is a column beside the tabs on a
            wide screen and a folded bar above them on a phone; the lyrics' panel follows the
            lyrics in reading and keyboard order and sits under the player when there is room. */}
        <div className="song-body">
          <SongMedia key={song.song_id} song={song} view={view} timings={page.sync?.timings ?? null} {...forms} />
          <div className="song-main">
            <SongTabs
              urlname={song.song_urlname}
              current={view.tab}
              counts={{
                tlumaczenie: page.translations.length,
                komentarze: page.comments.length,
                remixy: countOf(ELEMENT_TAB_TYPES.remixy),
                covery: countOf(ELEMENT_TAB_TYPES.covery),
                instrumentale: countOf(ELEMENT_TAB_TYPES.instrumentale),
              }}
            />
            <section className="song-tab-panel" id={TAB_PANEL_ID} tabIndex={-1} aria-label="Zawartość zakładki">
              {view.tab === "tekst" && <LyricsView {...lyrics} />}
              <Suspense fallback={<p className="muted">Ładowanie…</p>}>
                {view.tab === "tlumaczenie" && (
                  <TranslationsTab
                    urlname={song.song_urlname}
                    lyrics={song.song_lyrics}
                    translations={page.translations}
                    languages={languages}
                    selected={view.language}
                    adding={view.adding}
                    {...forms}
                  />
                )}
                {view.tab === "komentarze" && <CommentsTab urlname={song.song_urlname} comments={page.comments} adding={view.adding} {...forms} />}
                {(view.tab === "remixy" || view.tab === "covery" || view.tab === "instrumentale") && (
                  <ElementsTab
                    urlname={song.song_urlname}
                    elements={page.elements}
                    type={ELEMENT_TAB_TYPES[view.tab]}
                    adding={view.adding}
                    {...forms}
                  />
                )}
              </Suspense>
            </section>
          </div>
          {view.tab === "tekst" && <LyricsPanel {...lyrics} />}
          {view.tab === "tekst" && detached.length > 0 && (
            <Suspense fallback={null}>
              <DetachedAnnotations urlname={song.song_urlname} items={detached} lyrics={song.song_lyrics} viewer={viewer} />
            </Suspense>
          )}
        </div>

        <nav className="song-more" aria-label="Więcej">
          <ul className="song-actions">
            <li>
              <Link
                className="button"
                to={addFormHref(song.song_urlname, "tekst")}
                data-opens="tekst"
                // Focus goes to the first line to select, not back to the top of the page.
                onClick={() => focusWhenShown(FIRST_LINE_TO_SELECT)}
                preventScrollReset
                replace
              >
                Dodaj interpretację
              </Link>
            </li>
            <li>
              <ListLink className="button secondary" to="/dodaj">
                Dodaj piosenkę
              </ListLink>
            </li>
            <li>
              <ListLink className="button secondary" to={songEditHref(song.song_urlname)} rel="nofollow">
                Edytuj tekst
              </ListLink>
            </li>
            <li>
              <ReportLink urlname={song.song_urlname} kind="song" id={song.song_id} label="Zgłoś piosenkę" />
            </li>
            {/* Staff's rename, move and delete: the same permissions decide inside the part. */}
            {(can(viewer, "song.rename") || can(viewer, "song.delete") || can(viewer, "artist.delete")) && (
              <Suspense fallback={null}>
                <SongStaffActions song={song} viewer={viewer} serverAnswer={serverAnswer} />
              </Suspense>
            )}
          </ul>
          <h2>
            Inne piosenki: <ListLink to={entityHref(song.artist.artist_urlname)}>{song.artist.artist_name}</ListLink>
          </h2>
          {page.otherSongs.length === 0 ? (
            <p className="muted">To jedyna piosenka tego wykonawcy w naszej bazie.</p>
          ) : (
            <SongLinks songs={page.otherSongs} label={(song) => song.song_name} />
          )}
          {page.moreSongs && (
            <p>
              <ListLink to={entityHref(song.artist.artist_urlname)}>Wszystkie piosenki wykonawcy »</ListLink>
            </p>
          )}
        </nav>

        <SongGrid
          title="Najnowsze Interpretacje"
          songs={recent.map((r) => r.song)}
          cutName={cutSongPageName}
          hrefOf={(s, index) => annotationHref(s.song_urlname, recent[index].annotation_id)}
          empty="Jeszcze nikt niczego nie nadinterpretował."
        />
      </main>
    </PlayerProvider>
  );
}
