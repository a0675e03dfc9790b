// A small fake of the video site's IFrame Player API, served in place of the real script, so
// the player is tested without the internet. It implements only what app/lib/youtube-engine.ts
// uses (YT.Player with host/videoId/events, onReady, onStateChange, seekTo, playVideo,
// pauseVideo, getCurrentTime, getDuration, destroy, the ENDED state) and a clock the test
// moves: nothing plays by itself.
import type { Page } from "@playwright/test";

export const IFRAME_API = "https://www.youtube.com/iframe_api";
const VIDEO_HOSTS = /^https:\/\/([\w-]+\.)*(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|ggpht\.com)\//;

function fakeScript(duration: number): string {
  return `(() => {
  const players = [];
  class Player {
    constructor(element, options) {
      this.options = options;
      this.time = 0;
      this.state = -1;
      this.duration = ${duration};
      this.calls = [];
      const iframe = document.createElement("iframe");
      iframe.src = (options.host || "https://www.youtube.com") + "/embed/" + options.videoId + "?enablejsapi=1";
      iframe.width = String(options.width);
      iframe.height = String(options.height);
      iframe.title = "Odtwarzacz testowy";
      element.replaceWith(iframe);
      this.iframe = iframe;
      players.push(this);
      // Like the real player: ready once its embed has loaded.
      iframe.addEventListener("load", () => options.events.onReady({ target: this }), { once: true });
    }
    setState(state) {
      this.state = state;
      this.options.events.onStateChange({ data: state, target: this });
    }
    playVideo() { this.calls.push(["playVideo"]); this.setState(1); }
    pauseVideo() { this.calls.push(["pauseVideo"]); this.setState(2); }
    seekTo(seconds) { this.calls.push(["seekTo", seconds]); this.time = Math.min(seconds, this.duration); }
    getCurrentTime() { return this.time; }
    getDuration() { return this.duration; }
    destroy() { this.iframe.remove(); }
  }
  window.fakeVideoSite = {
    get player() { return players[players.length - 1] || null; },
    // The test's clock: a playing video moves on, and ends at its length.
    advance(seconds) {
      const player = this.player;
      if (!player || player.state !== 1) return;
      player.time = Math.min(player.time + seconds, player.duration);
      if (player.time >= player.duration) player.setState(0);
    },
  };
  window.YT = { Player, PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } };
  setTimeout(() => window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady(), 0);
})();`;
}

export type FakePlayerState = { time: number; state: number; seeks: number[]; videoId: string } | null;

/**
 * Routes the video site's script and embeds to the fake (every other address of the video
 * site is refused) and records which of them the page asked for.
 */
export async function fakeVideoSite(page: Page, { duration = 240 } = {}) {
  const requests: string[] = [];
  await page.route(VIDEO_HOSTS, async (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url === IFRAME_API) return route.fulfill({ contentType: "text/javascript", body: fakeScript(duration) });
    if (/^https:\/\/www\.youtube-nocookie\.com\/embed\//.test(url)) {
      return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>embed</title><body style='background:#000'></body>" });
    }
    return route.abort();
  });
  return {
    /** every video-site address the page requested, in order */
    requests,
    /** the fake player's position, state (1 playing, 2 paused, 0 ended) and seeks */
    player: () =>
      page.evaluate(() => {
        const player = (window as unknown as { fakeVideoSite?: { player: FakePlayerInternals | null } }).fakeVideoSite?.player;
        if (!player) return null;
        return {
          time: player.time,
          state: player.state,
          seeks: player.calls.filter((c) => c[0] === "seekTo").map((c) => Number(c[1])),
          videoId: player.options.videoId,
        };
      }),
    advance: (seconds: number) =>
      page.evaluate((s) => (window as unknown as { fakeVideoSite: { advance(s: number): void } }).fakeVideoSite.advance(s), seconds),
  };
}

type FakePlayerInternals = { time: number; state: number; calls: [string, unknown?][]; options: { videoId: string } };
