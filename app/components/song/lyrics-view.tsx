import { Form, Link } from "react-router";
import type { AnnotationItem } from "../../../worker/services/annotation-shape";
import { ADD_ANNOTATION_ANCHOR, songLineHref } from "~/lib/song-view";
import { entityHref } from "~/lib/urlname";
import { ItemMeta } from "./item-meta";

type Props = {
  urlname: string;
  lines: string[];
  /** line index → its interpretations (annotationsByLine), best first */
  byLine: Map<number, AnnotationItem[]>;
  /** line index → how many interpretations it has in all (the page may hold fewer) */
  lineTotals: Record<number, number>;
  selectedLine: number | null;
  /** the interpretation a /{song}/interpretacja-{id} link points at */
  highlighted: number | null;
};

/**
 * The lyrics, line by line. Each interpreted line is a submit button of a GET form, so
 * choosing one works by mouse, keyboard and without JavaScript (the server renders
 * ?linia=N); with JavaScript the router handles the same form without a reload.
 */
export function LyricsView({ urlname, lines, byLine, lineTotals, selectedLine, highlighted }: Props) {
  return (
    <div className="lyrics-layout">
      <Form method="get" action={entityHref(urlname)} preventScrollReset replace className="lyrics" aria-label="Tekst piosenki">
        {lines.map((line, index) => {
          const annotations = byLine.get(index);
          if (!annotations) {
            return (
              <div key={index} className={line.trim() === "" ? "lyric-line blank" : "lyric-line"}>
                {line}
              </div>
            );
          }
          const selected = index === selectedLine;
          return (
            <div key={index} className="lyric-line">
              <button
                type="submit"
                name="linia"
                value={index}
                className={selected ? "annotated selected" : "annotated"}
                aria-pressed={selected}
                aria-controls={ADD_ANNOTATION_ANCHOR}
                title={`Nadinterpretacje tej linii: ${lineTotals[index] ?? annotations.length}`}
              >
                {line}
              </button>
            </div>
          );
        })}
      </Form>
      <AnnotationPanel
        urlname={urlname}
        lines={lines}
        byLine={byLine}
        lineTotals={lineTotals}
        selectedLine={selectedLine}
        highlighted={highlighted}
      />
    </div>
  );
}

function AnnotationPanel({ urlname, lines, byLine, lineTotals, selectedLine, highlighted }: Props) {
  const annotations = selectedLine === null ? undefined : byLine.get(selectedLine);
  const total = selectedLine === null ? 0 : (lineTotals[selectedLine] ?? 0);
  return (
    // The add-interpretation form of a later issue opens in this panel, hence its id.
    <aside id={ADD_ANNOTATION_ANCHOR} className="annotation-panel card" aria-live="polite" aria-label="Nadinterpretacje">
      {selectedLine === null ? (
        <p className="muted">
          {byLine.size > 0
            ? "Kliknij podświetloną linię, aby przeczytać jej nadinterpretacje."
            : "Ta piosenka nie ma jeszcze nadinterpretacji. Bądź pierwszy!"}
        </p>
      ) : (
        <>
          <blockquote className="panel-line">{lines[selectedLine] ?? ""}</blockquote>
          {annotations ? (
            <ol className="annotations">
              {annotations.map((annotation) => (
                <li
                  key={annotation.annotation_id}
                  id={`interpretacja-${annotation.annotation_id}`}
                  className={annotation.annotation_id === highlighted ? "annotation highlighted" : "annotation"}
                >
                  <p className="annotation-text">{annotation.annotation_text}</p>
                  <ItemMeta author={annotation.annotation_author} points={annotation.annotation_points} timestamp={annotation.annotation_timestamp} />
                </li>
              ))}
            </ol>
          ) : (
            <p className="muted">Ta linia nie ma jeszcze nadinterpretacji.</p>
          )}
          {annotations && selectedLine !== null && total > annotations.length && (
            <p className="panel-more">
              Pokazujemy {annotations.length} najlepszych z {total}.{" "}
              <Link to={songLineHref(urlname, selectedLine, true)} preventScrollReset replace>
                Pokaż wszystkie ({total})
              </Link>
            </p>
          )}
        </>
      )}
    </aside>
  );
}
