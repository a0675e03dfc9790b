// 'Edytuj tekst' (decision 045): the song's lyrics in a text box to correct, a short reason and,
// for visitors, the captcha. A moderator's edit is saved at once and lands on the song; anyone
// else's waits for review and the page thanks them. The title and artist have a form of their own
// below it (names-edit-form.tsx). Works without JavaScript for a logged-in user.
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { CaptchaForm, Field } from "~/components/form-kit/captcha-form";
import type { ContributionAnswer } from "@core/pages/answers";
import { songEditHref, songHistoryHref } from "@core/pages/song-view";
import { LYRICS_EDIT_MESSAGES, LYRICS_REASON_MAX, type LyricsEditData } from "@core/rules/lyrics-edits";
import { SONG_LIMITS } from "@core/rules/song";
import type { CaptchaWidget } from "@core/schemas/captcha";
import { entityHref } from "@core/text/urlname";
import { NAMES_INTENT, NamesEditForm } from "./names-edit-form";

type Props = { edit: LyricsEditData; sent: boolean; captcha: CaptchaWidget | null; serverAnswer: ContributionAnswer | null };

export function LyricsEditPage({ edit, sent, captcha, serverAnswer }: Props) {
  const [done, setDone] = useState(sent);
  const navigate = useNavigate();
  const back = entityHref(edit.song.urlname);
  return (
    <main className="page account-page lyrics-edit-page">
      <p className="muted">
        <Link to={back}>{edit.song.title}</Link> · <Link to={songHistoryHref(edit.song.urlname)}>Historia edycji</Link>
      </p>
      <h1>Edytuj tekst: {edit.song.title}</h1>
      {done ? (
        <>
          <p role="status" className="form-notice">
            {LYRICS_EDIT_MESSAGES.sent}
          </p>
          <p>
            <Link to={back}>Wróć do piosenki</Link>
          </p>
        </>
      ) : (
        <>
          <p className="muted">
            {edit.staff
              ? "Twoja zmiana będzie widoczna od razu. Interpretacje, synchronizacja i tłumaczenia pójdą za swoimi liniami."
              : "Popraw literówki, dopisz brakującą zwrotkę. Zmianę sprawdzi moderator; interpretacje zostaną przy swoich liniach."}
          </p>
          <h2>Tekst</h2>
          <CaptchaForm
            intent="suggest-lyrics"
            action={songEditHref(edit.song.urlname)}
            className="account-form"
            captcha={captcha}
            captchaMessage={LYRICS_EDIT_MESSAGES.captcha}
            submitLabel={edit.staff ? "Zapisz nową wersję" : "Wyślij propozycję"}
            serverAnswer={serverAnswer?.intent === NAMES_INTENT ? null : serverAnswer}
            onDone={(answer) => {
              if ((answer as { pending?: boolean }).pending) setDone(true);
              else void navigate(back);
            }}
            validate={(form) => (String(form.get("lyrics") ?? "").trim() === "" ? { lyrics: "Tekst piosenki jest wymagany!" } : {})}
          >
            <input type="hidden" name="base" value={edit.base} />
            <Field label="Tekst piosenki" name="lyrics">
              {({ id, describedBy, invalid }) => (
                <textarea
                  id={id}
                  name="lyrics"
                  rows={Math.min(30, Math.max(10, edit.lyrics.split("\n").length + 2))}
                  maxLength={SONG_LIMITS.lyricsChars * 2}
                  defaultValue={edit.lyrics}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                />
              )}
            </Field>
            <Field label="Co poprawiasz? (krótko, dla moderatora)" name="reason">
              {({ id, describedBy, invalid }) => (
                <input id={id} name="reason" maxLength={LYRICS_REASON_MAX} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
              )}
            </Field>
          </CaptchaForm>
          <h2>Tytuł i wykonawca</h2>
          <p className="muted">
            {edit.names_staff
              ? "Zmiana będzie widoczna od razu; stary adres piosenki przekieruje na nowy."
              : "Literówka w tytule albo w nazwie wykonawcy? Zaproponuj poprawkę, sprawdzi ją moderator."}
          </p>
          <NamesEditForm edit={edit} captcha={captcha} serverAnswer={serverAnswer?.intent === NAMES_INTENT ? serverAnswer : null} />
        </>
      )}
    </main>
  );
}
