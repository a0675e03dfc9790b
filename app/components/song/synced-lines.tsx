// Synced lyrics on the song page (decision 037), the small part in the page's own chunk:
// a play control per timed line, the line playing now highlighted, and "loop these lines"
// for the lines selected for an interpretation. The sync editor is its own lazy chunk.
import { useEffect } from "react";
import { formatTime, MAX_MEDIA_SECONDS } from "@core/media/media-time";
import { usePlayerController, usePlayerSnapshot, usePlayerTime } from "./player-context";

export type Timings = readonly (number | null)[];

/** Seeks the video to the line's start (loading the player first when needed). */
export function LinePlayButton({ seconds }: { seconds: number }) {
  const controller = usePlayerController();
  return (
    <button type="button" className="line-play" onClick={() => void controller.seekTo(seconds)} aria-label={`Odtwórz od ${formatTime(seconds)}`}>
      ▶
    </button>
  );
}

/** The index of the timed line playing at `time`, or null before the first one. */
export function lineAt(timings: Timings, time: number): number | null {
  let found: number | null = null;
  timings.forEach((seconds, index) => {
    if (seconds !== null && seconds <= time) found = index;
  });
  return found;
}

/**
 * Marks the line playing now (class `playing-now`, aria-current) on the rendered lyrics.
 * It touches two DOM nodes per change instead of re-rendering the lyrics several times a
 * second; it renders nothing itself.
 */
export function NowPlaying({ timings, container }: { timings: Timings; container: string }) {
  const controller = usePlayerController();
  const snapshot = usePlayerSnapshot(controller);
  const time = usePlayerTime(controller);
  const line = snapshot.status === "ready" ? lineAt(timings, time) : null;
  useEffect(() => {
    const root = document.getElementById(container);
    if (!root || line === null) return;
    const node = root.querySelector<HTMLElement>(`[data-line="${line}"]`);
    node?.classList.add("playing-now");
    node?.setAttribute("aria-current", "true");
    return () => {
      node?.classList.remove("playing-now");
      node?.removeAttribute("aria-current");
    };
  }, [container, line]);
  return null;
}

/** The loop of the selected lines: from the first one's start to the next timed line after the last (or the video's end). */
export function selectedRange(timings: Timings, selected: number[], duration: number | null): { start: number; end: number } | null {
  const sorted = selected.slice().sort((a, b) => a - b);
  const first = sorted.find((index) => timings[index] !== null && timings[index] !== undefined);
  if (first === undefined) return null;
  const last = sorted[sorted.length - 1];
  const next = timings.find((seconds, index) => index > last && seconds !== null);
  return { start: timings[first] as number, end: next ?? duration ?? MAX_MEDIA_SECONDS };
}

/** "Zapętl te linie": reads the checked lines of the add form and starts the loop. */
export function LoopSelectedLines({ timings, form }: { timings: Timings; form: string }) {
  const controller = usePlayerController();
  const snapshot = usePlayerSnapshot(controller);
  const loop = () => {
    const boxes = document.querySelectorAll<HTMLInputElement>(`input[name="linie"][form="${form}"]:checked`);
    const range = selectedRange(
      timings,
      Array.from(boxes, (box) => Number(box.value)),
      snapshot.duration ?? null,
    );
    if (range) void controller.startLoop(range);
  };
  return (
    <button type="button" className="button loop-selected" onClick={loop}>
      Zapętl te linie
    </button>
  );
}
