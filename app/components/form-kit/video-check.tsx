// Step 1 of every form that links a video (covers, remixes and instrumentals: decision 035;
// the song's own video: decision 037): paste the address and check it with /api/checkURL;
// the message shows in red under the field (product §8), the found title and thumbnail in a
// live region. `formProps` wires the step into the form kit: until the address is checked
// there is no captcha and no submit button, and a solved captcha sends the form by itself.
// Without JavaScript there is one step: the server checks and saves on submit.
import { useRef, useState } from "react";
import { Field, type FieldErrors } from "~/components/form-kit/fields";
import { proxiedThumbUrl, THUMB_SIZES } from "@core/pages/thumbnail";
import { useHydrated } from "~/lib/use-hydrated";
import { parseVideoUrl, VIDEO_MESSAGES, type VideoInfo } from "@core/media/video-url";

export type VideoCheck = {
  url: string;
  /** the checked video: step 2 may begin */
  video: VideoInfo | null;
  error: string | null;
  checking: boolean;
  hydrated: boolean;
  check: () => Promise<void>;
  edit: (url: string) => void;
  /** ContributionForm's `ready`, `submitOnCaptcha`, `extraErrors` and `validate` */
  formProps: {
    ready: boolean;
    submitOnCaptcha: true;
    extraErrors: FieldErrors | undefined;
    validate: () => FieldErrors;
  };
};

/** Asks the server about a pasted address: the video, or the message to show. */
async function askServer(url: string): Promise<VideoInfo | string> {
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

export function useVideoCheck(): VideoCheck {
  const hydrated = useHydrated();
  const [url, setUrl] = useState("");
  const [video, setVideo] = useState<VideoInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Each edit and each check gets a number: an answer about an older address is dropped.
  const attempt = useRef(0);

  const check = async () => {
    const mine = ++attempt.current;
    // Refused in the browser first (empty, another site, a bad id): no request.
    const parsed = parseVideoUrl(url);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setChecking(true);
    setError(null);
    const found = await askServer(url);
    if (mine !== attempt.current) return;
    setChecking(false);
    if (typeof found === "string") setError(found);
    else setVideo(found);
  };

  const edit = (next: string) => {
    // Another address: its check starts again.
    attempt.current++;
    setUrl(next);
    setVideo(null);
    setError(null);
    setChecking(false);
  };

  return {
    url,
    video,
    error,
    checking,
    hydrated,
    check,
    edit,
    formProps: {
      // Step 2 begins once the address is checked; without JavaScript there is one step.
      ready: !hydrated || video !== null,
      submitOnCaptcha: true,
      extraErrors: error ? { url: error } : undefined,
      validate: () => (video ? {} : { url: VIDEO_MESSAGES.checkFirst }),
    },
  };
}

type StepProps = {
  state: VideoCheck;
  label: string;
  hint: string;
  /** what to do once the video is found (solve the captcha, or confirm) */
  note: string;
};

/** The address field (`url`) with its 'Sprawdź' button, and the found video under it. */
export function VideoCheckStep({ state, label, hint, note }: StepProps) {
  const { url, video, checking, hydrated, check, edit } = state;
  const { width, height } = THUMB_SIZES.medium;
  return (
    <>
      <Field label={label} name="url" hint={hint}>
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
              onChange={(event) => edit(event.target.value)}
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
              <span className="muted">{note}</span>
            </figcaption>
          </figure>
        )}
      </div>
    </>
  );
}
