// The "Synchronizuj" mode (decision 037), a lazily loaded chunk: the visitor plays the video
// and taps Space (or the button) as each selectable line starts, nudges times (±0.5 s or
// typed), imports or exports LRC, and saves through the page action's `sync` intent. The
// server checks everything again (worker/services/song-sync.ts).
import { useEffect, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { CaptchaForm, FieldError } from "~/components/form-kit/captcha-form";
import type { CaptchaWidget } from "@core/schemas/captcha";
import { exportLrc, importLrc, type LineTimings, validateTimings } from "@core/media/lrc";
import { isAnnotatableLine } from "@core/rules/lyric-lines";
import { formatTime, parseTime, roundTime } from "@core/media/media-time";
import { SYNC_MESSAGES } from "@core/schemas/sync";
import { entityHref } from "@core/text/urlname";
import { usePlayerController } from "./player-context";

type Props = {
  urlname: string;
  videoId: string;
  title: string;
  lines: string[];
  timings: readonly (number | null)[] | null;
  captcha: CaptchaWidget | null;
  onClose: () => void;
  /** the saved answer: `pending` when the times wait for a moderator (decision 042) */
  onDone?: (answer: { pending?: boolean }) => void;
};

const NUDGE = 0.5;

export default function SyncEditor({ urlname, videoId, title, lines, timings, captcha, onClose, onDone }: Props) {
  const controller = usePlayerController();
  const revalidator = useRevalidator();
  const targets = useMemo(() => lines.flatMap((line, index) => (isAnnotatableLine(line) ? [index] : [])), [lines]);
  const [times, setTimes] = useState<LineTimings>(() => (timings ? [...timings] : lines.map(() => null)));
  const [cursor, setCursor] = useState(0);
  const [lrcText, setLrcText] = useState("");
  const [problems, setProblems] = useState<string[]>([]);

  const setAt = (index: number, seconds: number | null) => setTimes((old) => old.map((t, i) => (i === index ? seconds : t)));
  const tap = () => {
    const index = targets[cursor];
    if (index === undefined) return;
    setAt(index, roundTime(controller.getTime()));
    setCursor((c) => c + 1);
  };

  // Space marks the next line, unless the visitor is typing somewhere.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.code !== "Space" || target?.closest("input, textarea, select, button, [contenteditable]")) return;
      event.preventDefault();
      tap();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const importText = () => {
    const result = importLrc(lrcText, lines);
    if (result.ok) {
      setTimes(result.timings);
      setProblems([]);
    } else setProblems(result.errors);
  };
  const lrc = exportLrc(lines, times, { title });

  return (
    <section className="sync-editor" aria-label="Synchronizacja tekstu">
      <h2 className="panel-title">Synchronizuj tekst z teledyskiem</h2>
      <p className="muted">Włącz teledysk i naciśnij Spację (albo przycisk) w chwili, gdy zaczyna się kolejna linia.</p>
      <p className="sync-actions">
        <button type="button" className="button" onClick={() => void controller.seekTo(0)}>
          Odtwórz od początku
        </button>
        <button type="button" className="button primary" onClick={tap} disabled={cursor >= targets.length}>
          Teraz: {targets[cursor] === undefined ? "koniec tekstu" : `„${lines[targets[cursor]]}”`} (Spacja)
        </button>
      </p>
      <ol className="sync-lines">
        {targets.map((index, position) => (
          <SyncLine
            key={index}
            line={lines[index]}
            seconds={times[index] ?? null}
            next={position === cursor}
            onChange={(seconds) => setAt(index, seconds)}
            onFrom={() => setCursor(position)}
          />
        ))}
      </ol>
      <details className="sync-lrc">
        <summary>LRC: wczytaj albo pobierz</summary>
        <label className="field-label" htmlFor="sync-lrc-import">
          Wklej tekst LRC
        </label>
        <textarea id="sync-lrc-import" rows={6} value={lrcText} onChange={(e) => setLrcText(e.target.value)} />
        <button type="button" className="button" onClick={importText}>
          Wczytaj LRC
        </button>
        {problems.length > 0 && (
          <ul className="field-error" role="alert">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <label className="field-label" htmlFor="sync-lrc-export">
          Twoje czasy jako LRC
        </label>
        <textarea id="sync-lrc-export" rows={6} readOnly value={lrc} />
        <a className="button" download={`${urlname}.lrc`} href={`data:text/plain;charset=utf-8,${encodeURIComponent(lrc)}`}>
          Pobierz plik LRC
        </a>
      </details>
      <CaptchaForm<{ pending?: boolean }>
        intent="sync"
        action={entityHref(urlname)}
        captcha={captcha}
        captchaMessage={SYNC_MESSAGES.captcha}
        submitLabel="Zapisz synchronizację"
        validate={() => {
          const errors = validateTimings(lines, times);
          if (errors.length === 0 && times.every((t) => t === null)) errors.push(SYNC_MESSAGES.nothing);
          return { timings: errors.length ? errors.join(" ") : undefined };
        }}
        onCancel={onClose}
        onDone={(answer) => {
          revalidator.revalidate();
          onDone?.(answer);
          onClose();
        }}
      >
        <input type="hidden" name="video_id" value={videoId} />
        <input type="hidden" name="timings" value={JSON.stringify(times)} />
        <FieldError name="timings" />
      </CaptchaForm>
    </section>
  );
}

function SyncLine(props: { line: string; seconds: number | null; next: boolean; onChange: (seconds: number | null) => void; onFrom: () => void }) {
  const { line, seconds, next, onChange } = props;
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    if (typed === null) return;
    if (typed.trim() === "") onChange(null);
    else {
      const parsed = parseTime(typed);
      if (!parsed.ok) return setError(parsed.message);
      onChange(parsed.seconds);
    }
    setError(null);
    setTyped(null);
  };
  const nudge = (delta: number) => seconds !== null && onChange(Math.max(0, roundTime(seconds + delta)));
  return (
    <li className={next ? "sync-line next" : "sync-line"}>
      <span className="sync-text">{line}</span>
      <input
        aria-label={`Czas linii „${line}”`}
        className="sync-time"
        value={typed ?? (seconds === null ? "" : formatTime(seconds))}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          commit();
        }}
        aria-invalid={error ? true : undefined}
      />
      <button type="button" onClick={() => nudge(-NUDGE)} disabled={seconds === null} aria-label={`Wcześniej o 0,5 s: „${line}”`}>
        −0,5 s
      </button>
      <button type="button" onClick={() => nudge(NUDGE)} disabled={seconds === null} aria-label={`Później o 0,5 s: „${line}”`}>
        +0,5 s
      </button>
      <button type="button" onClick={props.onFrom} aria-label={`Zaznaczaj od linii „${line}”`}>
        Od tej
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </li>
  );
}
