import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { songsApi } from "./songs";

// Every /api/* call lands here; one router per resource, mounted at the API root because
// the spec's paths are flat (/api/randomSongs, /api/getRanking, …).
export const api = new Hono<{ Bindings: Env }>().basePath("/api");

api.route("/", songsApi);

api.notFound((c) => c.json({ error: "Nie znaleziono." }, 404));

api.onError((error, c) => {
  if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
  console.error("API error", error);
  return c.json({ error: "Wystąpił błąd serwera. Spróbuj ponownie za chwilę." }, 500);
});
