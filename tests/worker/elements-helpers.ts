// Shared by the elements' tests (elements.test.ts, elements-video-lookup.test.ts): the videos the
// fake video site knows, the fake itself (through the outbound seam) and the look-up request.
import { afterEach, beforeEach } from "vitest";
import { setOutboundFetch } from "@worker/platform/outbound";
import { postJson } from "./account-helpers";

export const ID = "dQw4w9WgXcQ";
export const OTHER = "a_B-c1D2e3F";
export const TITLES: Record<string, string> = { [ID]: "Prawdziwy tytuł z YouTube", [OTHER]: "Inny film" };
export const thumb = (id: string) => `https://i.ytimg.com/vi/${id}/mqdefault.jpg`;

type Call = { url: string; signal: boolean };
/** The requests the fake video site got during the current test. */
export const calls: Call[] = [];
/** How the fake video site answers: ok (known ids 200, others 404), or a failure mode. */
export type VideoSiteMode = "ok" | "down" | "500" | "401" | "garbage";

/**
 * Fakes the video site for every test of the calling file. `mode` is read on each request, so
 * a test file keeps the mode in its own variable (tests switch it by assignment).
 */
export function withFakeVideoSite(mode: () => VideoSiteMode): void {
  let restore = () => {};
  beforeEach(() => {
    calls.length = 0;
    restore = setOutboundFetch(async (input, init) => {
      const url = String(input);
      calls.push({ url, signal: init?.signal instanceof AbortSignal });
      // A little latency, so concurrent requests really interleave.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (mode() === "down") throw new TypeError("fetch failed");
      if (mode() === "500") return new Response("Internal Server Error", { status: 500 });
      if (mode() === "401") return new Response("Unauthorized", { status: 401 });
      if (mode() === "garbage") return new Response("<html>nie oEmbed</html>", { status: 200 });
      const watch = new URL(url).searchParams.get("url") ?? "";
      const id = new URL(watch).searchParams.get("v") ?? "";
      if (!TITLES[id]) return new Response("Not Found", { status: 404 });
      return Response.json({ title: TITLES[id], thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, author_name: "Kanał" });
    });
  });
  afterEach(() => restore());
}

export async function check(url: unknown, headers: Record<string, string> = {}) {
  const response = await postJson("/api/checkURL", { url }, headers);
  return { status: response.status, headers: response.headers, body: await response.json<Record<string, unknown>>() };
}
