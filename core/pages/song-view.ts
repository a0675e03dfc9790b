// What a song page address shows (decision 012): /{song} is the lyrics, /{song}/{tab} a tab,
// /{song}/interpretacja-{id} the lyrics with that interpretation open; ?linia=N opens a
// line's interpretations (&wszystkie=1: all of them), ?jezyk=xx picks a translation and
// ?od=1:05&do=1:20 sets the video loop (decision 033). Isomorphic: the loader checks
// addresses with it, the page derives its state from it, links are built with it.
import { ELEMENT_TYPES, PRODUCT } from "../constants";
import { loopFromSearch, type LoopRange } from "../media/media-time";
import { entityHref } from "../text/urlname";

export const SONG_TABS = [
  { slug: "tekst", label: PRODUCT },
  { slug: "tlumaczenie", label: "Tłumaczenie" },
  { slug: "komentarze", label: "Komentarze" },
  { slug: "remixy", label: "Remixy" },
  { slug: "covery", label: "Covery" },
  { slug: "instrumentale", label: "Instrumentale" },
] as const;

export type SongTab = (typeof SONG_TABS)[number]["slug"];

/** Element type (product §9) shown by each element tab. */
export const ELEMENT_TAB_TYPES = {
  remixy: ELEMENT_TYPES.remix,
  covery: ELEMENT_TYPES.cover,
  instrumentale: ELEMENT_TYPES.instrumental,
} as const;

/** The tab that lists an element type. */
export function elementTabOf(type: number): "remixy" | "covery" | "instrumentale" {
  return type === ELEMENT_TYPES.remix ? "remixy" : type === ELEMENT_TYPES.cover ? "covery" : "instrumentale";
}

export type SongView = {
  tab: SongTab;
  /** selected lyric line (0-based) */
  line: number | null;
  /** every interpretation of the selected line, not only the best (?wszystkie=1) */
  allOfLine: boolean;
  /** interpretation opened by /{song}/interpretacja-{id} */
  annotationId: number | null;
  /** translation language picked by ?jezyk= */
  language: string | null;
  /** ?dodaj=1: the current tab's add form is open (on the lyrics: selection mode) */
  adding: boolean;
  /** ?teledysk=1: the form proposing the song's video is open (decision 037) */
  proposingVideo: boolean;
  /** the video loop range of ?od=&do=, set in the loop controls (not started: that needs a press) */
  loop: LoopRange | null;
  /** why ?od=&do= could not be used (Polish), or null */
  loopProblem: string | null;
};

/** After a proposal that waits for a moderator, the song page says so (without JavaScript too). */
export const PENDING_PARAM = "czeka";

/** The parameter that opens the video proposal, so it opens without JavaScript too. */
export const PROPOSE_VIDEO_PARAM = "teledysk";

const ANNOTATION_ARG = /^interpretacja-([1-9]\d{0,14})$/;
const LINE_PARAM = /^\d{1,5}$/;
const LANGUAGE_PARAM = /^[a-z]{2}$/;

/** The view an address asks for; null when the second part means nothing (→ /404). */
export function parseSongView(secondArg: string | undefined, search: URLSearchParams): SongView | null {
  const lineText = search.get("linia");
  const languageText = search.get("jezyk");
  const loop = loopFromSearch(search);
  const view: SongView = {
    tab: "tekst",
    line: lineText !== null && LINE_PARAM.test(lineText) ? Number(lineText) : null,
    allOfLine: search.get("wszystkie") === "1",
    annotationId: null,
    language: languageText !== null && LANGUAGE_PARAM.test(languageText) ? languageText : null,
    adding: search.get("dodaj") === "1",
    proposingVideo: search.get(PROPOSE_VIDEO_PARAM) === "1",
    loop: loop.range,
    loopProblem: loop.problem,
  };
  if (secondArg === undefined) return view;
  const annotation = ANNOTATION_ARG.exec(secondArg);
  if (annotation) return { ...view, annotationId: Number(annotation[1]) };
  const tab = SONG_TABS.find((t) => t.slug === secondArg);
  return tab ? { ...view, tab: tab.slug } : null;
}

/** Address of a song tab: the lyrics tab is the bare song address. */
export function songTabHref(urlname: string, tab: SongTab): string {
  return tab === "tekst" ? entityHref(urlname) : `${entityHref(urlname)}/${tab}`;
}

export function songLineHref(urlname: string, line: number, all = false): string {
  return `${entityHref(urlname)}?linia=${line}${all ? "&wszystkie=1" : ""}`;
}

// The song's sub-page addresses live apart so pages that only link to them (the panel) do not
// load the song view's parsing with them (decision 052).
export { EDIT_SLUG, HISTORY_SLUG, REPORT_SLUG, reportHref, songEditHref, songHistoryHref } from "./song-links";

export function annotationHref(urlname: string, annotationId: number): string {
  return `${entityHref(urlname)}/interpretacja-${annotationId}`;
}

/** The side panel, where the add-interpretation form opens. */
export const ADD_ANNOTATION_ANCHOR = "dodaj-interpretacje";

/** A tab with its add form open (product §4.8: each tab toggles between its list and its add form). */
export function addFormHref(urlname: string, tab: SongTab): string {
  return `${songTabHref(urlname, tab)}?dodaj=1${tab === "tekst" ? `#${ADD_ANNOTATION_ANCHOR}` : ""}`;
}

/** The same address with the video proposal open or closed, keeping the tab, line and loop. */
export function proposeVideoHref(pathname: string, search: string, open: boolean): string {
  const params = new URLSearchParams(search);
  if (open) params.set(PROPOSE_VIDEO_PARAM, "1");
  else params.delete(PROPOSE_VIDEO_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The key of a song view's document title (app/lib/song-seo.ts songTitles). */
export function songTitleKey(view: Pick<SongView, "tab" | "language">): string {
  return view.tab === "tlumaczenie" ? `tlumaczenie:${view.language ?? ""}` : view.tab;
}
