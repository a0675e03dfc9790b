import { Link, useNavigate } from "react-router";
import { ReportLink } from "./report-link";
import type { AnnotationItem } from "@core/pages/page-data";
import { ConfirmDeleteForm } from "~/components/confirm-delete-form";
import { ShareButton } from "~/components/share-button";
import { AuthorNote } from "~/components/form-kit/author-note";
import { CaptchaForm, FieldError, TextAreaField } from "~/components/form-kit/captcha-form";
import { UserText } from "~/components/user-text";
import type { CaptchaWidget } from "@core/schemas/captcha";
import type { ContributionAnswer } from "@core/pages/answers";
import { CONTRIBUTION_LIMITS, CONTRIBUTION_MESSAGES } from "@core/rules/contribution";
import { focusWhenShown, openerSelector } from "~/lib/focus-move";
import { ADD_ANNOTATION_ANCHOR, annotationHref, songLineHref, songTabHref } from "@core/pages/song-view";
import { DESCRIPTION_LENGTH } from "~/lib/seo";
import { cutNear } from "@core/text/text-cut";
import { entityHref } from "@core/text/urlname";
import { can } from "@core/auth/permissions";
import type { UserData } from "~/lib/userdata";
import { ItemMeta } from "./item-meta";
import { EditableText, EditLink, PreviousVersions } from "./post-edit";
import { VoteButton } from "./vote-button";

export type PanelProps = {
  urlname: string;
  /** 'Artist – Title': what a shared interpretation link is called (decision 030) */
  shareTitle: string;
  lines: string[];
  /** line index → how many interpretations it has in all (the page may hold fewer) */
  lineTotals: Record<number, number>;
  selectedLine: number | null;
  /** the interpretation a /{song}/interpretacja-{id} link points at */
  highlighted: number | null;
  /** ?dodaj=1: selection mode with the add form in this panel */
  adding: boolean;
  viewer: UserData | null;
  /** the captcha for a visitor, null for a logged-in user */
  captcha: CaptchaWidget | null;
  /** the action's answer to a post without JavaScript */
  serverAnswer: ContributionAnswer | null;
};

/** The side panel: the selected line's interpretations, or the add form while selecting. */
export function AnnotationPanel(props: PanelProps & { annotations: AnnotationItem[] | undefined; hasAny: boolean }) {
  return (
    <aside id={ADD_ANNOTATION_ANCHOR} className="annotation-panel card" aria-live="polite" aria-label="Nadinterpretacje" tabIndex={-1}>
      {props.adding ? <AddAnnotation {...props} /> : <LineInterpretations {...props} />}
    </aside>
  );
}

function LineInterpretations({
  urlname,
  shareTitle,
  lines,
  lineTotals,
  selectedLine,
  highlighted,
  annotations,
  hasAny,
  viewer,
}: Parameters<typeof AnnotationPanel>[0]) {
  if (selectedLine === null) {
    return (
      <p className="muted">
        {hasAny ? "Kliknij podświetloną linię, aby przeczytać jej nadinterpretacje." : "Ta piosenka nie ma jeszcze nadinterpretacji. Bądź pierwszy!"}
      </p>
    );
  }
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

function AddAnnotation({ urlname, viewer, captcha, serverAnswer }: PanelProps) {
  const navigate = useNavigate();
  const answer = serverAnswer?.intent === "annotation" ? serverAnswer : null;
  return (
    <CaptchaForm
      id="annotation-form"
      intent="annotation"
      action={entityHref(urlname)}
      captcha={captcha}
      captchaMessage={CONTRIBUTION_MESSAGES.annotationCaptcha}
      submitLabel="Dodaj interpretację"
      serverAnswer={answer}
      validate={(form) => ({
        linesSelected: form.getAll("linie").length === 0 ? CONTRIBUTION_MESSAGES.annotationLines : undefined,
        annotationText: String(form.get("annotationText") ?? "").trim() === "" ? CONTRIBUTION_MESSAGES.annotationText : undefined,
      })}
      onCancel={() => {
        navigate(songTabHref(urlname, "tekst"), { preventScrollReset: true, replace: true });
        focusWhenShown(openerSelector("tekst"));
      }}
      onDone={(answer, form) => {
        // Product §4.11: the form closes and the first selected line is selected, its panel
        // showing the new interpretation (the action's revalidation already loaded it).
        const first = Math.min(...form.getAll("linie").map(Number));
        navigate(songLineHref(urlname, first), { preventScrollReset: true, replace: true });
        focusWhenShown(`#interpretacja-${answer.id}`);
      }}
    >
      <h2 className="panel-title">Dodaj interpretację</h2>
      <AuthorNote author={viewer?.username ?? null}>
        Ma być śmiesznie i nieprawdziwie — prawdziwych znaczeń nie dodajemy. Linki są zabronione.
      </AuthorNote>
      <FieldError name="linesSelected" />
      <TextAreaField label="Twoja interpretacja" name="annotationText" className="annotation-input" maxLength={CONTRIBUTION_LIMITS.annotation} />
    </CaptchaForm>
  );
}
