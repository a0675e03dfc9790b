import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { currentRequestId, noteError } from "../services/request-scope";
import { accountsApi } from "./accounts";
import { captchaApi } from "./captcha";
import { contributionsApi } from "./contributions";
import { bodyLimit } from "./body";
import { csrfGuard } from "./csrf";
import { elementsApi } from "./elements";
import { moderationApi } from "./moderation";
import { mediaApi } from "./media";
import { searchApi } from "./search";
import { songArtApi } from "./song-art";
import { songsApi } from "./songs";
import { songWriteApi } from "./song-write";
import { syncApi } from "./sync";
import { listsApi } from "./lists";
import { articlesApi } from "./articles";
import { rankingApi } from "./ranking";
import { routeNote } from "./route-note";
import { vitalsApi } from "./vitals";
import { votesApi } from "./votes";

// Every /api/* call lands here; one router per resource, mounted at the API root because
// the spec's paths are flat (/api/randomSongs, /api/getRanking, …).
export const api = new Hono<{ Bindings: Env }>().basePath("/api");

// Before every router: cross-site writes are refused whatever the route (worker/api/csrf.ts),
// and a body larger than any call takes is refused before it is read.
api.use("*", routeNote);
api.use("*", csrfGuard);
api.use("*", bodyLimit);

api.route("/", songsApi);
api.route("/", songWriteApi);
api.route("/", contributionsApi);
api.route("/", votesApi);
api.route("/", elementsApi);
api.route("/", syncApi);
api.route("/", listsApi);
api.route("/", articlesApi);
api.route("/", rankingApi);
api.route("/", vitalsApi);
api.route("/", searchApi);
api.route("/", mediaApi);
api.route("/", songArtApi);
api.route("/", accountsApi);
api.route("/", captchaApi);
api.route("/", moderationApi);

api.notFound((c) => c.json({ error: "Nie znaleziono." }, 404));

api.onError((error, c) => {
  if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
  // Logged once, with the request's line (worker/request-lifecycle.ts); the id lets a caller
  // name the failure.
  noteError(error);
  return c.json({ error: "Wystąpił błąd serwera. Spróbuj ponownie za chwilę.", request_id: currentRequestId() }, 500);
});
