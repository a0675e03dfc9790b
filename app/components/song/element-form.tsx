// Adding a remix, cover or instrumental in two steps (product §4.10): paste the video's address
// and check it (the shared step of form-kit/video-check.tsx: /api/checkURL, its title and
// thumbnail appear, or the error in red under the field); then a visitor solves the captcha
// and the element is sent by itself, a logged-in user confirms with 'Dodaj' (decision 035).
// Without JavaScript the form sends the address and the server checks and adds in one step.
import { useNavigate } from "react-router";
import { AuthorNote } from "~/components/form-kit/author-note";
import { CaptchaForm } from "~/components/form-kit/captcha-form";
import { useVideoCheck, VideoCheckStep } from "~/components/form-kit/video-check";
import type { CaptchaWidget } from "@core/schemas/captcha";
import type { ContributionAnswer } from "@core/pages/answers";
import { focusWhenShown, openerSelector } from "~/lib/focus-move";
import { ELEMENT_MESSAGES, type ElementType } from "@core/rules/element";
import { addFormHref, elementTabOf, songTabHref } from "@core/pages/song-view";

export const ELEMENT_INTENT = "element";

type Props = {
  type: ElementType;
  urlname: string;
  captcha: CaptchaWidget | null;
  /** the logged-in user's name, null for a visitor */
  author: string | null;
  /** the action's refusal of this form posted without JavaScript */
  serverAnswer: ContributionAnswer | null;
};

export function ElementForm({ type, urlname, captcha, author, serverAnswer }: Props) {
  const navigate = useNavigate();
  const tab = elementTabOf(type);
  const tabHref = songTabHref(urlname, tab);
  const step = useVideoCheck();
  return (
    <CaptchaForm
      intent={ELEMENT_INTENT}
      // A refusal without JavaScript shows this tab again with the form open.
      action={addFormHref(urlname, tab)}
      captcha={captcha}
      captchaMessage={ELEMENT_MESSAGES.captcha}
      submitLabel="Dodaj"
      className="element-form"
      {...step.formProps}
      serverAnswer={serverAnswer}
      onCancel={() => {
        navigate(tabHref, { preventScrollReset: true, replace: true });
        focusWhenShown(openerSelector(tab));
      }}
      onDone={(answer) => {
        navigate(`${tabHref}#element-${answer.id}`, { preventScrollReset: true, replace: true });
        focusWhenShown(`#element-${answer.id}`);
      }}
    >
      <AuthorNote author={author} />
      <input type="hidden" name="type" value={type} />
      <VideoCheckStep
        state={step}
        label="Adres filmu z YouTube"
        hint="Na przykład https://www.youtube.com/watch?v=… albo https://youtu.be/…"
        note={captcha ? "Rozwiąż captchę, a film zostanie dodany." : "Sprawdź, czy to ten film, i kliknij „Dodaj”."}
      />
    </CaptchaForm>
  );
}
