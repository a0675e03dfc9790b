// Proposing the song's video (decision 037), a lazily loaded chunk: an address or id, sent
// to the page action's `video` intent, which checks it with the video site and answers.
import { useRevalidator } from "react-router";
import { ContributionForm, Field } from "~/components/form-kit/contribution-form";
import type { CaptchaWidget } from "~/lib/captcha-widget";
import { entityHref } from "~/lib/urlname";
import { VIDEO_MESSAGES, videoIdFrom } from "~/lib/video-proposal";

type Props = { urlname: string; replacing: boolean; captcha: CaptchaWidget | null; onClose: () => void };

export default function VideoProposalForm({ urlname, replacing, captcha, onClose }: Props) {
  const revalidator = useRevalidator();
  return (
    <ContributionForm
      intent="video"
      action={entityHref(urlname)}
      captcha={captcha}
      captchaMessage={VIDEO_MESSAGES.captcha}
      submitLabel={replacing ? "Zmień teledysk" : "Zaproponuj teledysk"}
      validate={(form) => ({ url: videoIdFrom(String(form.get("url") ?? "")) ? undefined : VIDEO_MESSAGES.badUrl })}
      onCancel={onClose}
      onDone={() => {
        revalidator.revalidate();
        onClose();
      }}
    >
      <h2 className="panel-title">{replacing ? "Zmień teledysk" : "Zaproponuj teledysk"}</h2>
      <Field label="Adres teledysku na YouTube" name="url" hint="np. https://www.youtube.com/watch?v=… albo https://youtu.be/…">
        {({ id, describedBy, invalid }) => (
          <input id={id} name="url" type="url" inputMode="url" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
        )}
      </Field>
    </ContributionForm>
  );
}
