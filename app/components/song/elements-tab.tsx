import { Link } from "react-router";
import { ReportLink } from "./report-link";
import { ConfirmDeleteForm } from "~/components/confirm-delete-form";
import type { SongElementItem } from "@core/pages/api-types";
import type { CaptchaWidget } from "@core/schemas/captcha";
import type { ContributionAnswer } from "@core/pages/answers";
import { FIRST_FORM_FIELD, focusWhenShown, TAB_PANEL_ID } from "~/lib/focus-move";
import { ELEMENT_WORDS, type ElementType } from "@core/rules/element";
import { addFormHref, elementTabOf, songTabHref } from "@core/pages/song-view";
import { proxiedThumbUrl, THUMB_SIZES } from "@core/pages/thumbnail";
import { entityHref } from "@core/text/urlname";
import { can } from "@core/auth/permissions";
import type { UserData } from "~/lib/userdata";
import { videoWatchUrl } from "@core/media/video-url";
import { ElementForm } from "./element-form";

type Props = {
  urlname: string;
  elements: SongElementItem[];
  type: ElementType;
  /** the add form is open (?dodaj=1) */
  adding: boolean;
  viewer: UserData | null;
  captcha: CaptchaWidget | null;
  serverAnswer: ContributionAnswer | null;
};

/**
 * Remixes, covers or instrumentals, and the form that adds one: the tab's add button
 * toggles between the list and the form (product §4.8). The open form lives in the address,
 * so the toggle works without JavaScript and switching tabs closes it.
 */
export function ElementsTab({ urlname, elements, type, adding, viewer, captcha, serverAnswer }: Props) {
  const tab = elementTabOf(type);
  const words = ELEMENT_WORDS[type];
  return (
    <div className="elements-tab">
      <p className="elements-toggle">
        <Link
          className={adding ? "button secondary" : "button"}
          to={adding ? songTabHref(urlname, tab) : addFormHref(urlname, tab)}
          aria-expanded={adding}
          data-opens={tab}
          // Opening: to the address field; closing keeps focus on this same link.
          onClick={() => !adding && focusWhenShown(FIRST_FORM_FIELD)}
          preventScrollReset
          replace
        >
          {adding ? "Wróć do listy" : words.add}
        </Link>
      </p>
      {adding ? (
        <ElementForm
          key={type}
          type={type}
          urlname={urlname}
          captcha={captcha}
          author={viewer?.username ?? null}
          serverAnswer={serverAnswer?.intent === "element" ? serverAnswer : null}
        />
      ) : (
        <ElementList urlname={urlname} elements={elements} type={type} moderator={can(viewer, "element.delete")} />
      )}
    </div>
  );
}

/** The video's thumbnail and title, linking to the video; privileged users can delete (product §6.2). */
function ElementList({
  urlname,
  elements,
  type,
  moderator,
}: {
  urlname: string;
  elements: SongElementItem[];
  type: ElementType;
  moderator: boolean;
}) {
  const shown = elements.filter((e) => e.element_type === type);
  if (shown.length === 0) return <p className="muted">{ELEMENT_WORDS[type].empty}</p>;
  const { width, height } = THUMB_SIZES.medium;
  return (
    <ul className="song-tiles elements">
      {shown.map((element) => (
        <li key={element.element_id} id={`element-${element.element_id}`} tabIndex={-1}>
          <a href={videoWatchUrl(element.element_video_id)} target="_blank" rel="noopener nofollow" title={element.element_video_title}>
            <img src={proxiedThumbUrl(element.element_thumbnail_url)} width={width} height={height} alt="" loading="lazy" decoding="async" />
            <span>{element.element_video_title}</span>
          </a>
          <ReportLink urlname={urlname} kind="element" id={element.element_id} />
          {moderator && (
            <ConfirmDeleteForm
              action={entityHref(urlname)}
              intent="delete-element"
              fields={{ element_id: element.element_id }}
              question={`Czy na pewno usunąć „${element.element_video_title}”?`}
              label="Usuń"
              focusAfter={`#${TAB_PANEL_ID}`}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
