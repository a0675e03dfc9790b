// The video site's player (product §7.3: "a video player script"), in its own chunk: loaded by
// player-controller.ts only when a visitor presses play or uses a loop or line control. It
// loads the IFrame Player API script once and puts a privacy-enhanced embed
// (www.youtube-nocookie.com) into the page. The end-to-end tests serve a fake of the same
// script (tests/e2e/fake-youtube.ts), so only the calls used here may be relied on.
import type { EngineEvents, EngineState, PlayerEngine } from "./player-engine";

// The addresses come from video-embed.ts through the caller: importing that module here
// would split it into a chunk of its own, one more request on every song page.
export type VideoSiteAddresses = { apiUrl: string; embedHost: string };

// A script that never calls back (blocked, or its own second script failed) must not leave
// the visitor looking at a spinner forever.
const API_TIMEOUT_MS = 30_000;

type YTPlayer = {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  getDuration(): number;
  destroy(): void;
};

type YTPlayerOptions = {
  host: string;
  videoId: string;
  width: number;
  height: number;
  playerVars: Record<string, string | number>;
  events: {
    onReady(event: { target: YTPlayer }): void;
    onStateChange(event: { data: number }): void;
    onError(event: { data: number }): void;
  };
};

type YTNamespace = {
  Player: new (element: HTMLElement, options: YTPlayerOptions) => YTPlayer;
};

declare global {
  interface Window {
    YT?: Partial<YTNamespace>;
    onYouTubeIframeAPIReady?: () => void;
  }
}

// The API's YT.PlayerState numbers.
const STATES: Record<number, EngineState> = { [-1]: "unstarted", 0: "ended", 1: "playing", 2: "paused", 3: "buffering", 5: "cued" };

const LOAD_FAILED = "Nie udało się wczytać odtwarzacza serwisu wideo. Sprawdź połączenie (albo blokadę treści) i spróbuj jeszcze raz.";

/** The video site's error codes, in words a visitor can act on. */
export function playerErrorMessage(code: number): string {
  if (code === 100) return "Ten teledysk został usunięty z serwisu wideo albo jest prywatny.";
  if (code === 101 || code === 150) return "Właściciel teledysku nie pozwala odtwarzać go poza serwisem wideo.";
  if (code === 2) return "Serwis wideo nie rozpoznał tego teledysku.";
  return "Serwis wideo nie może teraz odtworzyć tego teledysku. Spróbuj ponownie za chwilę.";
}

let api: Promise<YTNamespace> | null = null;

function loadApi(apiUrl: string): Promise<YTNamespace> {
  const ready = window.YT;
  if (ready?.Player) return Promise.resolve(ready as YTNamespace);
  api ??= new Promise<YTNamespace>((resolve, reject) => {
    const script = document.createElement("script");
    const fail = () => {
      clearTimeout(timer);
      api = null;
      script.remove();
      reject(new Error(LOAD_FAILED));
    };
    const timer = setTimeout(fail, API_TIMEOUT_MS);
    // The script announces itself through this global; keep whatever was there before.
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      clearTimeout(timer);
      if (window.YT?.Player) resolve(window.YT as YTNamespace);
      else fail();
    };
    script.src = apiUrl;
    script.async = true;
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return api;
}

export async function createYoutubeEngine(
  host: HTMLElement,
  videoId: string,
  events: EngineEvents,
  { apiUrl, embedHost }: VideoSiteAddresses,
): Promise<PlayerEngine> {
  const YT = await loadApi(apiUrl);
  // The API replaces the element it is given with its iframe; React owns `host`, not this child.
  const mount = document.createElement("div");
  host.replaceChildren(mount);
  return new Promise<PlayerEngine>((resolve, reject) => {
    let ready = false;
    const player = new YT.Player(mount, {
      host: embedHost,
      videoId,
      width: 560,
      height: 315,
      // playsinline: phones play in the page (the loop controls stay usable); rel 0: related
      // videos come from the same channel only.
      playerVars: { playsinline: 1, rel: 0, origin: window.location.origin },
      events: {
        onReady: () => {
          ready = true;
          resolve(engine);
        },
        onStateChange: (event) => events.onState(STATES[event.data] ?? "unstarted"),
        onError: (event) => {
          const message = playerErrorMessage(event.data);
          if (ready) events.onError(message);
          else {
            player.destroy();
            reject(new Error(message));
          }
        },
      },
    });
    const engine: PlayerEngine = {
      play: () => player.playVideo(),
      pause: () => player.pauseVideo(),
      seek: (seconds) => player.seekTo(seconds, true),
      currentTime: () => player.getCurrentTime() || 0,
      duration: () => player.getDuration() || 0,
      destroy: () => {
        player.destroy();
        host.replaceChildren();
      },
    };
  });
}
