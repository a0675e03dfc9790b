// The song page's video player, as the page's code sees it (decision 033): play, seek (a lyric
// line's ▶), loop a range (product §4.7 Loop control), and a subscription to the current time (to highlight the playing line). It is small and lives in the page's bundle;
// the video site's player itself (youtube-engine.ts, its IFrame API script and the embed) is
// loaded only when one of these is first asked for, so a visitor who never presses play
// never downloads it.
import { chunkFailureMessage, describeChunkFailure, loadChunk } from "./chunk-load";
import { browserOnly } from "~/lib/browser-only";
import { checkLoopRange, loopCorrection, type LoopRange } from "@core/media/media-time";
import { EMBED_HOST, IFRAME_API_URL } from "@core/media/video-embed";
import type { EngineEvents, EngineFactory, EngineState, PlayerEngine } from "./player-engine";

export type { EngineEvents, EngineFactory, EngineState, PlayerEngine };

export type PlayerStatus = "idle" | "loading" | "ready" | "error";

export type PlayerSnapshot = {
  status: PlayerStatus;
  playing: boolean;
  /** the running loop, or null when stopped */
  loop: LoopRange | null;
  /** seconds, once the video site knows */
  duration: number | null;
  /** why the player could not load or play (Polish) */
  error: string | null;
  /** why the loop was refused after the video's length became known (Polish) */
  loopProblem: string | null;
};

const INITIAL: PlayerSnapshot = { status: "idle", playing: false, loop: null, duration: null, error: null, loopProblem: null };

// The video site has no time event: while playing, the position is read this often.
const TICK_MS = 200;

/** The real engine: its own chunk (decision 010's loadChunk names it in failures). */
export function loadYoutubeEngine(): Promise<EngineFactory> {
  const addresses = { apiUrl: IFRAME_API_URL, embedHost: EMBED_HOST };
  return loadChunk("video-player", () => (import.meta.env.SSR ? browserOnly("video-player") : import("./youtube-engine"))).then(
    (module) => (host, videoId, events) => module.createYoutubeEngine(host, videoId, events, addresses),
  );
}

export class PlayerController {
  private snapshot: PlayerSnapshot = INITIAL;
  private readonly listeners = new Set<() => void>();
  private readonly timeListeners = new Set<(seconds: number) => void>();
  private time = 0;
  private engine: PlayerEngine | null = null;
  private loading: Promise<PlayerEngine | null> | null = null;
  private target: { host: HTMLElement; videoId: string } | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** bumped by detach, so a load that finishes for a player that is gone is thrown away */
  private generation = 0;

  /**
   * `prepare`: called when asked to play before a player is attached (the video corner loads
   * on first use, app/lib/deferred-part.tsx); it settles once the corner is live.
   */
  constructor(
    private readonly loadEngine: () => Promise<EngineFactory> = loadYoutubeEngine,
    private readonly prepare?: () => Promise<void>,
  ) {}

  // For useSyncExternalStore: the snapshot changes identity only when something changed.
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = (): PlayerSnapshot => this.snapshot;

  /** Current time in seconds, reported several times a second while playing and on every seek. */
  subscribeTime = (listener: (seconds: number) => void): (() => void) => {
    this.timeListeners.add(listener);
    return () => this.timeListeners.delete(listener);
  };
  getTime = (): number => this.time;

  /** True when a video is attached (a song without one has nothing to play). */
  get available(): boolean {
    return this.target !== null;
  }

  /** The element the embed goes into, and the video; called by the player component. */
  attach(host: HTMLElement, videoId: string): void {
    if (this.target && (this.target.host !== host || this.target.videoId !== videoId)) this.detach();
    this.target = { host, videoId };
  }

  detach(): void {
    this.generation++;
    this.stopTicking();
    this.engine?.destroy();
    this.engine = null;
    this.loading = null;
    this.target = null;
    this.setTime(0);
    this.update(INITIAL);
  }

  /** Plays from where the video is (the poster's play button). */
  play(): Promise<boolean> {
    return this.withEngine((engine) => engine.play());
  }

  pause(): void {
    this.engine?.pause();
  }

  /** Jumps to `seconds` and plays (a lyric line's time). A running loop keeps running. */
  seekTo(seconds: number): Promise<boolean> {
    return this.withEngine((engine) => {
      this.seek(engine, seconds);
      engine.play();
    });
  }

  /**
   * Loops the range (product §4.7): jump to its start, play, and go back to the start whenever the
   * end or the end of the video is reached. The caller has checked the range's form; its
   * start is checked against the video's length once that is known.
   */
  startLoop(range: LoopRange): Promise<boolean> {
    this.update({ loop: range, loopProblem: null });
    return this.withEngine((engine) => {
      if (!this.snapshot.loop) return;
      this.seek(engine, range.start);
      engine.play();
    });
  }

  /** Back to stopped: the loop ends, the video plays on. */
  stopLoop(): void {
    this.update({ loop: null, loopProblem: null });
  }

  /** One look at the position: report it, and wrap a loop or end a played range. */
  tick(): void {
    const engine = this.engine;
    if (!engine) return;
    if (!this.snapshot.duration) this.learnDuration(engine);
    const now = engine.currentTime();
    const loop = this.snapshot.loop;
    const back = loop ? loopCorrection(now, loop) : null;
    if (back !== null) {
      this.seek(engine, back);
      return;
    }
    this.setTime(now);
  }

  private seek(engine: PlayerEngine, seconds: number): void {
    engine.seek(seconds);
    this.setTime(seconds);
  }

  private learnDuration(engine: PlayerEngine): void {
    const duration = engine.duration();
    if (!(duration > 0)) return;
    const loop = this.snapshot.loop;
    const checked = loop ? checkLoopRange(loop.start, loop.end, duration) : null;
    if (checked && !checked.ok) this.update({ duration, loop: null, loopProblem: checked.message });
    else this.update({ duration });
  }

  private onState(state: EngineState): void {
    const engine = this.engine;
    if (state === "ended" && engine) {
      const loop = this.snapshot.loop;
      if (loop) {
        // The loop's end lies past the video's: start over from the loop's start.
        this.seek(engine, loop.start);
        engine.play();
        return;
      }
    }
    const playing = state === "playing" || state === "buffering";
    if (playing) this.startTicking();
    else this.stopTicking();
    this.update({ playing });
    this.tick();
  }

  private async withEngine(run: (engine: PlayerEngine) => void): Promise<boolean> {
    if (!this.target && this.prepare) await this.prepare();
    const engine = this.engine ?? (await this.activate());
    if (!engine || engine !== this.engine) return false;
    run(engine);
    return true;
  }

  private activate(): Promise<PlayerEngine | null> {
    const target = this.target;
    if (!target) return Promise.resolve(null);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const current = () => generation === this.generation;
    this.update({ status: "loading", error: null });
    this.loading = (async () => {
      try {
        const create = await this.loadEngine();
        if (!current()) return null;
        const engine = await create(target.host, target.videoId, {
          onState: (state) => current() && this.onState(state),
          onError: (message) => current() && this.fail(message),
        });
        if (!current()) {
          engine.destroy();
          return null;
        }
        this.engine = engine;
        this.update({ status: "ready" });
        this.learnDuration(engine);
        return engine;
      } catch (error) {
        if (current()) this.fail(failureText(error));
        return null;
      }
    })();
    return this.loading;
  }

  private fail(message: string): void {
    this.stopTicking();
    // Without a working player there is nothing to retry but the whole load.
    if (!this.engine) this.loading = null;
    this.update({ status: this.engine ? "ready" : "error", playing: false, error: message });
  }

  private startTicking(): void {
    if (this.timer === null) this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  private stopTicking(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private setTime(seconds: number): void {
    if (seconds === this.time) return;
    this.time = seconds;
    for (const listener of this.timeListeners) listener(seconds);
  }

  private update(change: Partial<PlayerSnapshot>): void {
    const next = { ...this.snapshot, ...change };
    if ((Object.keys(next) as (keyof PlayerSnapshot)[]).every((key) => next[key] === this.snapshot[key])) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

function failureText(error: unknown): string {
  const chunk = describeChunkFailure(error);
  if (chunk) return `${chunkFailureMessage(chunk)}\nNie udało się wczytać odtwarzacza — odśwież stronę.`;
  return error instanceof Error && error.message ? error.message : "Nie udało się uruchomić odtwarzacza wideo.";
}
