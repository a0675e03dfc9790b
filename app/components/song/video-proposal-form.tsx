// Proposing the song's video (decision 037), in the same two steps as
// adding a cover (decision 035; the shared step is form-kit/video-check.tsx): paste the
// address and check it (/api/checkURL: the title and thumbnail appear, or the message in red
// under the field); then a visitor solves the captcha and the proposal is sent by itself, a
// logged-in user confirms. Without JavaScript the form posts the address to the page
// action's `video` intent, which checks and saves in one step.
import { Link, useNavigate } from "react-router";
import { CaptchaForm } from "~/components/form-kit/captcha-form";
import { useVideoCheck, VideoCheckStep } from "~/components/form-kit/video-check";
import type { CaptchaWidget } from "@core/schemas/captcha";
import { ANONYMOUS_AUTHOR } from "@core/constants";
import type { ContributionAnswer } from "@core/pages/answers";
import { PROPOSAL_MESSAGES } from "@core/rules/video-proposal";

type Props = {
  /** this address with the form open: a refusal without JavaScript shows the form again */
  formHref: string;
  /** this address with the form closed */
  closedHref: string;
  /** the song has a video and a moderator replaces it */
  replacing: boolean;
  captcha: CaptchaWidget | null;
  /** the logged-in user's name, null for a visitor */
  author: string | null;
  serverAnswer: ContributionAnswer | null;
  /** the saved answer: `pending` when the proposal waits for a moderator (decision 042) */
  onDone?: (answer: { pending?: boolean }) => void;
};

export function VideoProposalForm({ formHref, closedHref, replacing, captcha, author, serverAnswer, onDone }: Props) {
  const navigate = useNavigate();
  const step = useVideoCheck();
  const label = replacing ? "Zmień teledysk" : "Zaproponuj teledysk";
  // The action's answer revalidates the page, so closing the form shows the new video.
  const close = () => navigate(closedHref, { preventScrollReset: true, replace: true });
  return (
    <CaptchaForm
      intent="video"
      action={formHref}
      captcha={captcha}
      captchaMessage={PROPOSAL_MESSAGES.captcha}
      submitLabel={label}
      className="element-form video-proposal-form"
      {...step.formProps}
      serverAnswer={serverAnswer}
      onCancel={close}
      onDone={(answer) => {
        onDone?.(answer);
        close();
      }}
    >
      <h2 className="panel-title">{label}</h2>
      <p className="muted">
        Proponujesz jako <b>{author ?? ANONYMOUS_AUTHOR}</b>.
        {!author && (
          <>
            {" "}
            <Link to="/login">Zaloguj się</Link>, a nie będziesz rozwiązywać captchy.
          </>
        )}
      </p>
      <VideoCheckStep
        state={step}
        label="Adres teledysku na YouTube"
        hint="Na przykład https://www.youtube.com/watch?v=… albo https://youtu.be/…"
        note={captcha ? "Rozwiąż captchę, a teledysk zostanie zapisany." : `Sprawdź, czy to ten film, i kliknij „${label}”.`}
      />
    </CaptchaForm>
  );
}
