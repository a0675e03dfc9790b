// The loop controls (product §4.7 Loop control, §5 Loop): start and end as seconds or m:ss,
// stopped or looping. The range goes into the address (?od=&do=) so a looped section can be
// shared. Without JavaScript the form is a GET form: the page comes back with the range in
// its address and the embed plays that section.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { LOOP_DEFAULT_END, LOOP_DEFAULT_START } from "@core/constants";
import {
  formatTime,
  LOOP_END_PARAM,
  LOOP_RANGE_MESSAGE,
  LOOP_START_PARAM,
  type LoopRange,
  parseLoopRange,
  searchWithLoop,
} from "@core/media/media-time";
import type { PlayerController, PlayerSnapshot } from "~/lib/player-controller";

type Props = {
  controller: PlayerController;
  snapshot: PlayerSnapshot;
  /** the range in the address, if it holds a valid one */
  addressLoop: LoopRange | null;
  /** why the address's range was ignored */
  addressProblem: string | null;
};

export function LoopControls({ controller, snapshot, addressLoop, addressProblem }: Props) {
  const { pathname, hash } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [startText, setStartText] = useState(addressLoop ? formatTime(addressLoop.start) : LOOP_DEFAULT_START);
  const [endText, setEndText] = useState(addressLoop ? formatTime(addressLoop.end) : LOOP_DEFAULT_END);
  const [problem, setProblem] = useState<string | null>(null);
  const looping = snapshot.loop !== null;
  // Starting disables the fields and swaps the button, stopping swaps it back: either would
  // drop keyboard focus on <body>. After the user's own start or stop it goes to the button.
  const toggle = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the button swaps (looping changes)
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || (active as HTMLInputElement).disabled) toggle.current?.focus();
  }, [looping]);

  // A link to another range of the same song (the address changes, the page stays): show it.
  const addressStart = addressLoop?.start;
  const addressEnd = addressLoop?.end;
  useEffect(() => {
    if (addressStart === undefined || addressEnd === undefined) return;
    setStartText(formatTime(addressStart));
    setEndText(formatTime(addressEnd));
  }, [addressStart, addressEnd]);

  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseLoopRange(startText, endText, snapshot.duration);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setProblem(null);
    refocus.current = true;
    setStartText(formatTime(parsed.range.start));
    setEndText(formatTime(parsed.range.end));
    void controller.startLoop(parsed.range);
    // Replace, not push: Back leaves the song instead of stepping through tried ranges.
    navigate({ pathname, search: `?${searchWithLoop(search, parsed.range)}`, hash }, { replace: true, preventScrollReset: true });
  };

  const message = problem ?? snapshot.loopProblem;
  // The GET form keeps the address's other parts (line, language) when it reloads the page.
  const kept = [...search.entries()].filter(([name]) => name !== LOOP_START_PARAM && name !== LOOP_END_PARAM);

  return (
    <form className="loop-controls" method="get" action={pathname} onSubmit={start} aria-label="Pętla" noValidate>
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <span className="loop-title">Pętla</span>
      <TimeInput label="Od" name={LOOP_START_PARAM} value={startText} onChange={setStartText} disabled={looping} problem={Boolean(message)} />
      <TimeInput label="Do" name={LOOP_END_PARAM} value={endText} onChange={setEndText} disabled={looping} problem={Boolean(message)} />
      {/* Keyed apart: were the stop button turned into the submit button in place, the
          click that stops the loop would submit the form and start it again. */}
      {looping ? (
        <button
          key="stop"
          ref={toggle}
          type="button"
          className="secondary"
          onClick={() => {
            refocus.current = true;
            controller.stopLoop();
          }}
        >
          Zatrzymaj pętlę
        </button>
      ) : (
        <button key="start" ref={toggle} type="submit">
          Zapętl
        </button>
      )}
      <span className="loop-hint">sekundy albo minuty:sekundy</span>
      {message && (
        <p id="loop-problem" className="loop-error" role="alert">
          <strong>{LOOP_RANGE_MESSAGE}</strong> {message}
        </p>
      )}
      {addressProblem && !message && <p className="loop-note">{addressProblem}</p>}
    </form>
  );
}

type TimeInputProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** the range is refused: both inputs point to the message */
  problem: boolean;
};

/** One end of the range, typed as seconds or m:ss (locked while looping). */
function TimeInput({ label, name, value, onChange, disabled, problem }: TimeInputProps) {
  return (
    <label>
      {label}{" "}
      <input
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        inputMode="decimal"
        size={7}
        autoComplete="off"
        aria-invalid={problem || undefined}
        aria-describedby={problem ? "loop-problem" : undefined}
      />
    </label>
  );
}
