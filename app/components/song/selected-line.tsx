// The lines' panel with a line selected (product §4.11): the line's interpretations with their
// votes, authors, edits, sharing and reports. A chunk of its own, loaded when a line is first
// selected (decision 052); annotation-panel.tsx shows the panel otherwise.
import { Link } from "react-router";
import { ReportLink } from "./report-link";
import type { AnnotationItem } from "@core/pages/page-data";
import { ConfirmDeleteForm } from "~/components/confirm-delete-form";
import { ShareButton } from "~/components/share-button";
import { UserText } from "~/components/user-text";
import { ADD_ANNOTATION_ANCHOR, annotationHref, songLineHref } from "@core/pages/song-view";
import { DESCRIPTION_LENGTH } from "~/lib/seo";
import { cutNear } from "@core/text/text-cut";
import { entityHref } from "@core/text/urlname";
import { can } from "@core/auth/permissions";
import { ItemMeta } from "./item-meta";
import { EditableText, EditLink, PreviousVersions } from "./post-edit";
import { VoteButton } from "./vote-button";
import type { PanelProps } from "./annotation-panel";

export default function SelectedLine({
  urlname,
  shareTitle,
  lines,
  lineTotals,
  selectedLine,
  highlighted,
  annotations,
  viewer,
}: PanelProps & { annotations: AnnotationItem[] | undefined; selectedLine: number }) {
  const total = lineTotals[selectedLine] ?? 0;
  return (
    <>
      <blockquote className="panel-line">{lines[selectedLine] ?? ""}</blockquote>
      {annotations ? (
        <ol className="annotations">
          {annotations.map((annotation) => (
            <li
              key={annotation.annotation_id}
              id={`interpretacja-${annotation.annotation_id}`}
              className={annotation.annotation_id === highlighted ? "annotation highlighted" : "annotation"}
              tabIndex={-1}
            >
              <EditableText
                kind="annotation"
                id={annotation.annotation_id}
                authorId={annotation.annotation_author_id}
                text={annotation.annotation_text}
              >
                <UserText text={annotation.annotation_text} className="annotation-text" />
              </EditableText>
              <ItemMeta
                author={annotation.annotation_author}
                timestamp={annotation.annotation_timestamp}
                editedAt={annotation.annotation_edited_at}
                vote={
                  <VoteButton
                    target="annotation"
                    id={annotation.annotation_id}
                    points={annotation.annotation_points}
                    author={annotation.annotation_author}
                    line={selectedLine}
                  />
                }
              />
              {/* The interpretation's own address, which shares as its song with its opening. */}
              <ShareButton
                path={annotationHref(urlname, annotation.annotation_id)}
                title={shareTitle}
                text={cutNear(annotation.annotation_text.replace(/\s+/gu, " "), DESCRIPTION_LENGTH)}
              />
              <EditLink kind="annotation" id={annotation.annotation_id} authorId={annotation.annotation_author_id} />
              <ReportLink urlname={urlname} kind="annotation" id={annotation.annotation_id} />
              {can(viewer, "annotation.delete") && (
                <ConfirmDeleteForm
                  action={entityHref(urlname)}
                  intent="delete-annotation"
                  fields={{ annotation_id: annotation.annotation_id }}
                  question="Czy na pewno usunąć tę nadinterpretację?"
                  label="Usuń"
                  focusAfter={`#${ADD_ANNOTATION_ANCHOR}`}
                />
              )}
              <PreviousVersions kind="annotation" id={annotation.annotation_id} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">Ta linia nie ma jeszcze nadinterpretacji.</p>
      )}
      {annotations && total > annotations.length && (
        <p className="panel-more">
          Pokazujemy {annotations.length} najlepszych z {total}.{" "}
          <Link to={songLineHref(urlname, selectedLine, true)} preventScrollReset replace>
            Pokaż wszystkie ({total})
          </Link>
        </p>
      )}
    </>
  );
}
