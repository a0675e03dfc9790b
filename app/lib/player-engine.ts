// The seam between the song page's player (player-controller.ts, in the page's bundle) and
// the video site's player (youtube-engine.ts, loaded on first play): only types, so that
// neither module imports the other's code and the lazily loaded one stays a separate chunk.

export type EngineState = "unstarted" | "playing" | "paused" | "buffering" | "ended" | "cued";

/** What the lazily loaded player offers: the video site's calls, nothing more. */
export interface PlayerEngine {
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  currentTime(): number;
  /** seconds; 0 while the video site does not know yet */
  duration(): number;
  destroy(): void;
}

export type EngineEvents = { onState(state: EngineState): void; onError(message: string): void };

/** Builds a ready player inside `host` (resolves once the video site says it is ready). */
export type EngineFactory = (host: HTMLElement, videoId: string, events: EngineEvents) => Promise<PlayerEngine>;
