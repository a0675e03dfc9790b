import { useEffect, useRef } from "react";
import { Form } from "react-router";
import type { AnnotationItem } from "@core/pages/page-data";
import { isAnnotatableLine } from "@core/rules/lyric-lines";
import { ADD_ANNOTATION_ANCHOR } from "@core/pages/song-view";
import { entityHref } from "@core/text/urlname";
import { AnnotationPanel, type PanelProps } from "./annotation-panel";
import { LinePlayButton, LoopSelectedLines, NowPlaying, type Timings } from "./synced-lines";

export const ANNOTATION_FORM_ID = "annotation-form";
const LYRICS_ID = "lyrics-lines";

type Props = PanelProps & {
  /** line index → its interpretations (annotationsByLine), best first */
  byLine: Map<number, AnnotationItem[]>;
  /** synced lyrics of the song's video (decision 037): seconds per line, or null */
  timings?: Timings | null;
};

/**
 * The lyrics, line by line. Reading: each interpreted line is a submit button of a GET
 * form, so choosing one works by mouse, keyboard and without JavaScript (the server renders
 * ?linia=N); with JavaScript the router handles the same form without a reload. Adding
 * (?dodaj=1, product §4.6 'lines toggle selected/unselected on click'): every line that can carry
 * an interpretation is a checkbox of the add form in the panel; blank lines, section markers
 * and guitar lines are plain text and cannot be selected. The side panel is `LyricsPanel`,
 * which the page places after the lyrics (beside them on a wide screen, under the player).
 */
export function LyricsView(props: Props) {
  const { urlname, lines, byLine, selectedLine, adding, timings } = props;
  const play = (index: number) => {
    const seconds = timings?.[index];
    return seconds === null || seconds === undefined ? null : <LinePlayButton seconds={seconds} />;
  };
  return (
    <div className={adding ? "lyrics-layout adding" : "lyrics-layout"}>
      {adding ? (
        <fieldset className="lyrics" id={LYRICS_ID} aria-describedby="lyrics-select-hint">
          <legend className="visually-hidden">Linie tekstu do nadinterpretowania</legend>
          <p className="muted lyrics-select-hint" id="lyrics-select-hint">
            Kliknij linie, które nadinterpretujesz; kliknij jeszcze raz, aby odznaczyć.
          </p>
          {timings && <LoopSelectedLines timings={timings} form={ANNOTATION_FORM_ID} />}
          {lines.map((line, index) =>
            isAnnotatableLine(line) ? (
              <label key={index} className="lyric-line selectable" data-line={index}>
                <input type="checkbox" name="linie" value={index} form={ANNOTATION_FORM_ID} className="visually-hidden" />
                {line}
              </label>
            ) : (
              <div key={index} className={line.trim() === "" ? "lyric-line blank" : "lyric-line not-selectable"}>
                {line}
              </div>
            ),
          )}
        </fieldset>
      ) : (
        <Form method="get" action={entityHref(urlname)} preventScrollReset replace className="lyrics" id={LYRICS_ID} aria-label="Tekst piosenki">
          {lines.map((line, index) => {
            const annotations = byLine.get(index);
            if (!annotations) {
              return (
                <div key={index} className={line.trim() === "" ? "lyric-line blank" : "lyric-line"} data-line={index}>
                  {play(index)}
                  {line}
                </div>
              );
            }
            const selected = index === selectedLine;
            return (
              <div key={index} className="lyric-line" data-line={index}>
                {play(index)}
                <button
                  type="submit"
                  name="linia"
                  value={index}
                  className={selected ? "annotated selected" : "annotated"}
                  aria-pressed={selected}
                  aria-controls={ADD_ANNOTATION_ANCHOR}
                  title={`Nadinterpretacje tej linii: ${props.lineTotals[index] ?? annotations.length}`}
                >
                  {line}
                </button>
              </div>
            );
          })}
        </Form>
      )}
      {timings && <NowPlaying timings={timings} container={LYRICS_ID} />}
    </div>
  );
}

/** The lyrics' side panel: the selected line's interpretations, or the add form while selecting. */
export function LyricsPanel(props: Props) {
  const { byLine, selectedLine } = props;
  useRevealPanel(selectedLine);
  return <AnnotationPanel {...props} annotations={selectedLine === null ? undefined : byLine.get(selectedLine)} hasAny={byLine.size > 0} />;
}

// The width from which the panel is beside the lyrics, under the player (reading.css).
const PANEL_BESIDE = "(min-width: 900px)";
// How much of the panel a chosen line brings into view: its line and the best interpretation.
const PANEL_SHOWN_PX = 240;

/**
 * Beside the lyrics the panel starts under the player and may begin near the bottom of the
 * screen: choosing a line scrolls the page just enough to show the panel's start, never so
 * far that the chosen line leaves the screen (decision 047). Not on arrival (a shared line's
 * address shows the page from its top) and not on a phone, where the panel follows the lyrics.
 */
function useRevealPanel(line: number | null) {
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    if (line === null || !window.matchMedia(PANEL_BESIDE).matches) return;
    const panel = document.getElementById(ADD_ANNOTATION_ANCHOR);
    const chosen = document.querySelector(`#${LYRICS_ID} [data-line="${line}"]`);
    if (!panel || !chosen) return;
    // The cookie banner, while open, covers the bottom of the screen (it is fixed there).
    const banner = document.querySelector(".cookie-banner");
    const bottom = banner ? banner.getBoundingClientRect().top : window.innerHeight;
    const shown = bottom - panel.getBoundingClientRect().top;
    const by = Math.min(PANEL_SHOWN_PX - shown, chosen.getBoundingClientRect().top - 16);
    if (by <= 0) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollBy({ top: by, behavior: still ? "auto" : "smooth" });
  }, [line]);
}
