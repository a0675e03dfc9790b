// Adding a remix, cover or instrumental in two steps (spec §4): paste the video's address
// and check it (/api/checkURL: its title and thumbnail appear, or the error in red under the
// field); then a visitor solves the captcha and the element is sent by itself, a logged-in
// user confirms with 'Dodaj' (decision 035). Without JavaScript the form sends the address
// and the server checks and adds in one step.
import { useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ContributionForm, Field } from "~/components/form-kit/contribution-form";
import type { CaptchaWidget } from "~/lib/captcha-widget";
import { ANONYMOUS_AUTHOR } from "~/lib/constants";
import type { ContributionAnswer } from "~/lib/contribution-answer";
import { ELEMENT_MESSAGES, type ElementType } from "~/lib/element-rules";
import { addFormHref, elementTabOf, songTabHref } from "~/lib/song-view";
import { proxiedThumbUrl, THUMB_SIZES } from "~/lib/thumbnail";
import { useHydrated } from "~/lib/use-hydrated";
import { parseVideoUrl, VIDEO_MESSAGES, type VideoInfo } from "~/lib/video-url";

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

/** Asks the server about a pasted address: the video, or the message to show. */
async function checkUrl(url: string): Promise<VideoInfo | string> {
  try {
    const response = await fetch("/api/checkURL", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ url }),
    });
    const body = (await response.json()) as Partial<VideoInfo> & { error?: string };
    if (response.ok && body.id && body.title && body.thumbnail) return { id: body.id, title: body.title, thumbnail: body.thumbnail };
    return body.error ?? VIDEO_MESSAGES.unavailable;
  } catch {
    return VIDEO_MESSAGES.unavailable;
  }
}

export function ElementForm({ type, urlname, captcha, author, serverAnswer }: Props) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const tab = elementTabOf(type);
  const tabHref = songTabHref(urlname, tab);
  const [url, setUrl] = useState("");
  const [video, setVideo] = useState<VideoInfo | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Each edit and each check gets a number: an answer about an older address is dropped.
  const attempt = useRef(0);

  const check = async () => {
    const mine = ++attempt.current;
    const parsed = parseVideoUrl(url);
    if (!parsed.ok) {
      setCheckError(parsed.message);
      return;
    }
    setChecking(true);
    setCheckError(null);
    const found = await checkUrl(url);
    if (mine !== attempt.current) return;
    setChecking(false);
    if (typeof found === "string") setCheckError(found);
    else setVideo(found);
  };

  const { width, height } = THUMB_SIZES.medium;
  return (
    <ContributionForm
      intent={ELEMENT_INTENT}
      // A refusal without JavaScript shows this tab again with the form open.
      action={addFormHref(urlname, tab)}
      captcha={captcha}
      captchaMessage={ELEMENT_MESSAGES.captcha}
      submitLabel="Dodaj"
      className="element-form"
      // Step 2 begins once the address is checked; without JavaScript there is one step.
      ready={!hydrated || video !== null}
      submitOnCaptcha
      extraErrors={checkError ? { url: checkError } : undefined}
      validate={() => (video ? {} : { url: ELEMENT_MESSAGES.checkFirst })}
      serverAnswer={serverAnswer}
      onCancel={() => navigate(tabHref, { preventScrollReset: true, replace: true })}
      onDone={(answer) => navigate(`${tabHref}#element-${answer.id}`, { preventScrollReset: true, replace: true })}
    >
      <p className="muted">
        Dodajesz jako <b>{author ?? ANONYMOUS_AUTHOR}</b>.
        {!author && (
          <>
            {" "}
            <Link to="/login">Zaloguj się</Link>, a nie będziesz rozwiązywać captchy.
          </>
        )}
      </p>
      <input type="hidden" name="type" value={type} />
      <Field label="Adres filmu z YouTube" name="url" hint="Na przykład https://www.youtube.com/watch?v=… albo https://youtu.be/…">
        {({ id, describedBy, invalid }) => (
          <div className="element-url">
            <input
              id={id}
              name="url"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={url}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(event) => {
                // Another address: its check starts again.
                attempt.current++;
                setUrl(event.target.value);
                setVideo(null);
                setCheckError(null);
                setChecking(false);
              }}
              onKeyDown={(event) => {
                // Enter checks the address in step 1 instead of sending the form.
                if (event.key === "Enter" && hydrated && !video) {
                  event.preventDefault();
                  void check();
                }
              }}
            />
            {hydrated && (
              <button type="button" className="secondary" onClick={() => void check()} disabled={checking}>
                {checking ? "Sprawdzam…" : "Sprawdź"}
              </button>
            )}
          </div>
        )}
      </Field>
      {/* Present from the start, so a screen reader announces the video once it is found. */}
      <div className="element-check" aria-live="polite">
        {video && (
          <figure className="element-preview">
            <img src={proxiedThumbUrl(video.thumbnail)} width={width} height={height} alt="" />
            <figcaption>
              <b>{video.title}</b>
              <span className="muted">{captcha ? "Rozwiąż captchę, a film zostanie dodany." : "Sprawdź, czy to ten film, i kliknij „Dodaj”."}</span>
            </figcaption>
          </figure>
        )}
      </div>
    </ContributionForm>
  );
}
