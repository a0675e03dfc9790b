// 'Tytuł i wykonawca' on the edit page (decision 045): the song's title and artist to correct,
// with a short reason and, for visitors, the captcha. A moderator's change is saved at once and
// lands on the song's new address; anyone else's waits for review and the form thanks them.
import { useState } from "react";
import { useNavigate } from "react-router";
import { CaptchaForm, InputField } from "~/components/form-kit/captcha-form";
import type { ContributionAnswer } from "@core/pages/answers";
import { songEditHref } from "@core/pages/song-view";
import { LYRICS_EDIT_MESSAGES, LYRICS_REASON_MAX, type LyricsEditData } from "@core/rules/lyrics-edits";
import type { CaptchaWidget } from "@core/schemas/captcha";
import { SONG_LIMITS, SONG_MESSAGES } from "@core/schemas/song";

export const NAMES_INTENT = "suggest-names";

type Props = { edit: LyricsEditData; captcha: CaptchaWidget | null; serverAnswer: ContributionAnswer | null };

export function NamesEditForm({ edit, captcha, serverAnswer }: Props) {
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  if (done) {
    return (
      <p role="status" className="form-notice">
        {LYRICS_EDIT_MESSAGES.sent}
      </p>
    );
  }
  const values = serverAnswer && !serverAnswer.ok ? serverAnswer.values : undefined;
  return (
    <CaptchaForm
      intent={NAMES_INTENT}
      action={songEditHref(edit.song.urlname)}
      className="account-form"
      captcha={captcha}
      captchaMessage={LYRICS_EDIT_MESSAGES.captcha}
      submitLabel={edit.names_staff ? "Zapisz tytuł i wykonawcę" : "Zaproponuj tytuł i wykonawcę"}
      serverAnswer={serverAnswer}
      onDone={(answer) => {
        const { pending, redirectTo } = answer as { pending?: boolean; redirectTo?: string };
        if (pending) setDone(true);
        else if (redirectTo) void navigate(redirectTo);
      }}
      validate={(form) => ({
        ...(String(form.get("artist") ?? "").trim() === "" ? { artist: SONG_MESSAGES.artistRequired } : {}),
        ...(String(form.get("title") ?? "").trim() === "" ? { title: SONG_MESSAGES.titleRequired } : {}),
      })}
    >
      <InputField label="Wykonawca" name="artist" maxLength={SONG_LIMITS.artist} defaultValue={values?.artist ?? edit.names.artist} />
      <InputField label="Tytuł" name="title" maxLength={SONG_LIMITS.title} defaultValue={values?.title ?? edit.names.title} />
      <InputField label="Co poprawiasz w tytule lub nazwie? (krótko)" name="reason" maxLength={LYRICS_REASON_MAX} />
    </CaptchaForm>
  );
}
