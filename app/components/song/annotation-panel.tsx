import { Suspense } from "react";
import { lazyPart } from "~/lib/lazy-part";
import type { AnnotationItem } from "@core/pages/page-data";
import type { CaptchaWidget } from "@core/schemas/captcha";
import type { ContributionAnswer } from "@core/pages/answers";
import { ADD_ANNOTATION_ANCHOR } from "@core/pages/song-view";
import type { UserData } from "~/lib/userdata";

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

// The add form (with the captcha) is a chunk of its own, loaded when a visitor starts adding
// (decision 052).
const AddAnnotation = lazyPart("add-annotation", () => import("./add-annotation"));
// So is a selected line's list (votes, edits, markup, sharing), loaded when a line is first
// selected; the page opens with none selected unless its address names one.
const SelectedLine = lazyPart("selected-line", () => import("./selected-line"));

/** The side panel: the selected line's interpretations, or the add form while selecting. */
export function AnnotationPanel(props: PanelProps & { annotations: AnnotationItem[] | undefined; hasAny: boolean }) {
  return (
    <aside id={ADD_ANNOTATION_ANCHOR} className="annotation-panel card" aria-live="polite" aria-label="Nadinterpretacje" tabIndex={-1}>
      {props.adding ? (
        <Suspense fallback={<p className="muted">Ładowanie formularza…</p>}>
          <AddAnnotation {...props} />
        </Suspense>
      ) : (
        <LineInterpretations {...props} />
      )}
    </aside>
  );
}

function LineInterpretations(props: Parameters<typeof AnnotationPanel>[0]) {
  if (props.selectedLine === null) {
    return (
      <p className="muted">
        {props.hasAny
          ? "Kliknij podświetloną linię, aby przeczytać jej nadinterpretacje."
          : "Ta piosenka nie ma jeszcze nadinterpretacji. Bądź pierwszy!"}
      </p>
    );
  }
  return (
    <Suspense fallback={<p className="muted">Ładowanie…</p>}>
      <SelectedLine {...props} selectedLine={props.selectedLine} />
    </Suspense>
  );
}
