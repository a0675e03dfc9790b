// The video site's oEmbed endpoint as the e2e server sees it (tests have no internet): the
// Worker sends oEmbed requests here when OUTBOUND_STUB_ORIGIN is set (worker/platform/
// outbound.ts). Known ids answer like the real endpoint, anything else 404 "Not Found", as
// the video site does for a missing video. Started by playwright.config.ts.
// Usage: node tests/e2e/oembed-stub.mjs --port 9799
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { parseArgs } from "node:util";

// id → title; the specs read the same file.
const STUB_VIDEOS = JSON.parse(readFileSync(new URL("./oembed-stub-videos.json", import.meta.url), "utf8"));

const { values } = parseArgs({ options: { port: { type: "string", default: "9799" } } });

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (url.pathname === "/health") return response.end("ok");
  if (url.pathname !== "/oembed") {
    response.writeHead(404).end("Not Found");
    return;
  }
  let id = null;
  try {
    id = new URL(url.searchParams.get("url") ?? "").searchParams.get("v");
  } catch {
    response.writeHead(400).end("Bad Request");
    return;
  }
  const title = id && Object.hasOwn(STUB_VIDEOS, id) ? STUB_VIDEOS[id] : undefined;
  if (!title) {
    response.writeHead(404).end("Not Found");
    return;
  }
  response.writeHead(200, { "Content-Type": "application/json" });
  response.end(
    JSON.stringify({
      title,
      author_name: "Kanał testowy",
      type: "video",
      provider_name: "YouTube",
      thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    }),
  );
});

server.listen(Number(values.port), "127.0.0.1");
