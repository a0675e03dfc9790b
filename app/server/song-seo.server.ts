// Head tags of the catch-all's two pages (decision 030): a song (each view of decision 012)
// and an artist. Kept out of the route module so the route stays about loading and showing.
import type { MetaDescriptor } from "react-router";
import { NOT_FOUND_TITLE } from "../components/not-found";
import type { ArtistPageData } from "@worker/services/artists";
import type { SongPageData } from "@core/pages/page-data";
import { SITE_NAME } from "@core/constants";
import { plural } from "@core/text/numbers";
import { pageHref } from "@core/pages/pager";
import { absolute, breadcrumbLd, NOT_FOUND_DESCRIPTION, originFrom, pageMeta } from "../lib/seo";
import { annotationHref, parseSongView, SONG_TABS, songTabHref, songTitleKey, type SongView } from "@core/pages/song-view";
import { songShareImage } from "@core/pages/thumbnail";
import { entityHref } from "@core/text/urlname";

type Languages = Record<string, { name: string; nativeName: string }>;
type CatchAllData =
  | { kind: "artist"; page: ArtistPageData }
  | { kind: "song"; page: SongPageData; languages: Languages; description: string }
  | undefined;

type MetaArgsLike = {
  loaderData: CatchAllData;
  params: { second?: string };
  location: { search: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
};

export function catchAllMeta({ loaderData, params, location, matches }: MetaArgsLike): MetaDescriptor[] {
  if (!loaderData) return pageMeta(matches, { title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION, path: null, robots: "noindex" });
  if (loaderData.kind === "artist") return artistMeta(matches, loaderData.page);
  const view = parseSongView(params.second, new URLSearchParams(location.search)) ?? parseSongView(undefined, new URLSearchParams());
  return songMeta(matches, loaderData, view as SongView);
}

/**
 * The document title of every view of a song, by songTitleKey. The loader computes the head
 * tags of the view it was asked for; switching tabs does not load again (the page holds their
 * data), so the browser takes the new view's title from here and this module stays on the server.
 */
export function songTitles(data: Extract<CatchAllData, { kind: "song" }>): Record<string, string> {
  const titles: Record<string, string> = {};
  const codes = translationCodes(data);
  const views: Pick<SongView, "tab" | "language">[] = [
    ...SONG_TABS.filter((tab) => tab.slug !== "tlumaczenie").map((tab) => ({ tab: tab.slug, language: null })),
    ...[null, ...codes].map((language) => ({ tab: "tlumaczenie" as const, language })),
  ];
  for (const view of views) titles[songTitleKey(view)] = songTitle(data, view, codes);
  return titles;
}

/** The translation languages a song's hreflang links and titles name (Polish is the original). */
function translationCodes(data: Extract<CatchAllData, { kind: "song" }>): string[] {
  return [...new Set(data.page.translations.map((t) => t.translation_code))].filter((code) => code !== "pl");
}

/** The language a translation view shows: the asked one when the song has it, else its first. */
function shownLanguage(view: Pick<SongView, "language">, codes: string[]): string | undefined {
  return view.language && codes.includes(view.language) ? view.language : codes[0];
}

/** A song view's document title (the head of that view and the browser's tab switches). */
function songTitle(data: Extract<CatchAllData, { kind: "song" }>, view: Pick<SongView, "tab" | "language">, codes: string[]): string {
  const { song } = data.page;
  if (view.tab === "tlumaczenie") {
    const language = shownLanguage(view, codes);
    const languageName = language ? (data.languages[language]?.name ?? language) : null;
    return `${song.song_search} – tłumaczenie${languageName ? ` (${languageName})` : ""} | ${SITE_NAME}`;
  }
  if (view.tab !== "tekst") {
    const tab = SONG_TABS.find((t) => t.slug === view.tab);
    return `${song.song_search} – ${tab?.label.toLocaleLowerCase("pl")} | ${SITE_NAME}`;
  }
  return `${song.song_search} – tekst i nadinterpretacje | ${SITE_NAME}`;
}

function artistMeta(matches: MetaArgsLike["matches"], page: ArtistPageData): MetaDescriptor[] {
  const origin = originFrom(matches);
  const { artist } = page;
  const home = entityHref(artist.artist_urlname);
  return pageMeta(matches, {
    title: `${artist.artist_name} – teksty piosenek${page.page > 1 ? ` — strona ${page.page}` : ""} | ${SITE_NAME}`,
    description: `${artist.artist_name}: ${plural(page.songCount, "tekst piosenki", "teksty piosenek", "tekstów piosenek")} z nadinterpretacjami użytkowników, od A do Z.`,
    path: pageHref(home, page.page),
    jsonLd: [
      { "@type": "MusicGroup", name: artist.artist_name, url: absolute(origin, home) },
      breadcrumbLd(origin, [
        { name: "Wykonawcy", path: "/archiwum" },
        { name: artist.artist_name, path: home },
      ]),
    ],
  });
}

const TAB_DESCRIPTIONS: Record<string, (count: number) => string> = {
  komentarze: (n) => plural(n, "komentarz", "komentarze", "komentarzy"),
  remixy: (n) => plural(n, "remiks", "remiksy", "remiksów"),
  covery: (n) => plural(n, "cover", "covery", "coverów"),
  instrumentale: (n) => plural(n, "wersja instrumentalna", "wersje instrumentalne", "wersji instrumentalnych"),
};
const ELEMENT_TYPE_OF_TAB: Record<string, number> = { remixy: 0, covery: 1, instrumentale: 2 };

function songMeta(matches: MetaArgsLike["matches"], data: Extract<CatchAllData, { kind: "song" }>, view: SongView): MetaDescriptor[] {
  const origin = originFrom(matches);
  const { song, annotations, comments, elements } = data.page;
  const { artist } = song;
  const name = `${artist.artist_name} – ${song.song_name}`;
  const songPath = entityHref(song.song_urlname);
  const artistPath = entityHref(artist.artist_urlname);
  const codes = translationCodes(data);
  const annotation = view.annotationId === null ? undefined : annotations.find((a) => a.annotation_id === view.annotationId);
  const best = annotations[0];

  let path = songPath;
  const title = songTitle(data, view, codes);
  let description = best
    ? `Tekst piosenki ${name} i jej nadinterpretacje. Najlepsza: „${best.annotation_text}”`
    : `Tekst piosenki ${name}: ${data.description}`;
  if (annotation) {
    // An interpretation's own link shares its text; the page it shows is the song's.
    description = annotation.annotation_text;
  } else if (view.tab === "tlumaczenie") {
    const language = shownLanguage(view, codes);
    const languageName = language ? (data.languages[language]?.name ?? language) : null;
    path = language ? `${songTabHref(song.song_urlname, "tlumaczenie")}?jezyk=${language}` : songTabHref(song.song_urlname, "tlumaczenie");
    description = languageName
      ? `Tłumaczenie piosenki ${name} (${languageName}) i nadinterpretacje jej tekstu.`
      : `Tłumaczenia piosenki ${name}: jeszcze żadnego — dodaj pierwsze.`;
  } else if (view.tab !== "tekst") {
    const tab = SONG_TABS.find((t) => t.slug === view.tab);
    const count = view.tab === "komentarze" ? comments.length : elements.filter((e) => e.element_type === ELEMENT_TYPE_OF_TAB[view.tab]).length;
    path = songTabHref(song.song_urlname, view.tab);
    description = `${tab?.label} piosenki ${name}: ${TAB_DESCRIPTIONS[view.tab](count)}.`;
  }
  const showsLanguage = view.tab === "tekst" || view.tab === "tlumaczenie";
  const alternates =
    showsLanguage && codes.length > 0
      ? [
          { hrefLang: "pl", path: songPath },
          ...codes.map((code) => ({ hrefLang: code, path: `${songTabHref(song.song_urlname, "tlumaczenie")}?jezyk=${code}` })),
          { hrefLang: "x-default", path: songPath },
        ]
      : undefined;
  const image = { ...songShareImage(song), alt: name };
  return pageMeta(matches, {
    title,
    description,
    path,
    shareTitle: name,
    sharePath: annotation ? annotationHref(song.song_urlname, annotation.annotation_id) : path,
    image,
    type: "music.song",
    alternates,
    jsonLd: [
      // The song and who performs it; the lyrics themselves are not repeated here.
      {
        "@type": "MusicRecording",
        name: song.song_name,
        url: absolute(origin, songPath),
        image: absolute(origin, image.url),
        byArtist: { "@type": "MusicGroup", name: artist.artist_name, url: absolute(origin, artistPath) },
        recordingOf: { "@type": "MusicComposition", name: song.song_name },
        ...(comments.length > 0 ? { commentCount: comments.length } : {}),
      },
      breadcrumbLd(origin, [
        { name: artist.artist_name, path: artistPath },
        { name: song.song_name, path: songPath },
      ]),
    ],
  });
}
