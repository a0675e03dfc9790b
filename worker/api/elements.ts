// Covers, remixes and instrumentals (product §7.2): POST /api/checkURL {url} answers the video's
// {id, title, thumbnail} or {error}; POST /api/addNewElement {song_id, type, videoId, …}
// answers {result: "success", id} or {result: "error", error}. The song page's own form
// checks through /api/checkURL and adds through the page's action (intent `element`).
import { Hono } from "hono";
import { parseInput } from "@core/result";
import { elementSchema } from "@core/schemas/element";
import { addElement } from "../services/elements-write";
import { checkVideoUrl } from "../services/video-check";
import { answer } from "./answer";
import { readBody } from "./body";

export const elementsApi = new Hono<{ Bindings: Env }>();

elementsApi.post("/checkURL", async (c) => {
  const { url } = await readBody(c);
  return answer(c, await checkVideoUrl(c.req.raw, url), "plain", (video) => video);
});

elementsApi.post("/addNewElement", async (c) => {
  const input = parseInput(elementSchema, await readBody(c));
  return answer(c, input.ok ? await addElement(c.req.raw, input.value) : input, "result", ({ id }) => ({ id }));
});
