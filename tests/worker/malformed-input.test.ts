// D6: every page action (and its .data twin) and every API POST answers a malformed body —
// JSON to a form, invalid JSON, plain text, no content type, broken multipart, huge or odd
// text — with a 4xx and a Polish message, never a 500. The API's POST paths are read from
// the Hono app itself, so a new endpoint is covered without touching this file.
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@worker/api";
import { makeAccount, sessionCookieFor } from "./account-helpers";
import { get, makeSong } from "./helpers";

let adminCookie = "";
let songPath = "";
beforeAll(async () => {
  adminCookie = await sessionCookieFor((await makeAccount({ role: "admin" })).user.id);
  const { song } = await makeSong();
  songPath = `/${song.urlname}`;
});

const BOUNDARY = "----granica";
const SHAPES: [name: string, contentType: string | null, body: string][] = [
  ["JSON to a form", "application/json", JSON.stringify({ username: "admin", password: "x", intent: "save" })],
  ["invalid JSON", "application/json", '{"username": "admin", '],
  ["JSON that is not an object", "application/json", "[1, 2, 3]"],
  ["plain text", "text/plain", "username=admin&password=x"],
  ["no content type", null, "username=admin"],
  ["broken multipart", `multipart/form-data; boundary=${BOUNDARY}`, `--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n\r\nbez końca`],
  ["multipart without a boundary", "multipart/form-data", "cokolwiek"],
  ["a lone surrogate", "application/json", '{"username": "a\\ud800b", "password": "\\udfff", "text": "\\ud800"}'],
  ["254 × ż as a login", "application/x-www-form-urlencoded", `username=${encodeURIComponent("ż".repeat(254))}&password=x&intent=login`],
  ["wrong types", "application/json", JSON.stringify({ username: 5, password: [], song_id: { a: 1 }, up: "tak", text: null })],
  ["an oversized JSON body", "application/json", JSON.stringify({ text: "ż".repeat(3_000_000) })],
  ["an oversized form", "application/x-www-form-urlencoded", `intent=comment&text=${"x".repeat(5 * 1024 * 1024)}`],
];

const PAGE_ACTIONS = () => [
  "/login",
  "/rejestracja",
  "/dodaj",
  "/panel",
  "/artykul_edit",
  "/logout",
  "/przypomnij-haslo",
  "/nowe-haslo",
  "/potwierdz-email",
  "/profil/ustawienia",
  "/profil/ustawienia/dane",
  songPath,
];

function apiPostPaths(): string[] {
  const paths = api.routes.filter((r) => r.method === "POST").map((r) => r.path);
  return [...new Set(paths)].filter((p) => !p.includes("*") && !p.includes(":"));
}

async function send(path: string, [, contentType, body]: (typeof SHAPES)[number], cookie?: string) {
  const headers: Record<string, string> = { Origin: "http://localhost", "CF-Connecting-IP": "192.0.2.250" };
  if (contentType) headers["Content-Type"] = contentType;
  if (cookie) headers.Cookie = cookie;
  return get(path, { method: "POST", headers, body, redirect: "manual" });
}

describe("malformed bodies never answer 5xx", () => {
  it("finds the API's POST calls", () => {
    expect(apiPostPaths()).toEqual(expect.arrayContaining(["/api/loginUser", "/api/registerUser", "/api/saveSong", "/api/deleteSong"]));
  });

  it.each(SHAPES.map((shape) => [shape[0], shape] as const))("page actions and their .data twins: %s", async (_, shape) => {
    for (const path of PAGE_ACTIONS()) {
      for (const target of [path, `${path === "/" ? "/_root" : path}.data`]) {
        for (const cookie of [undefined, adminCookie]) {
          const response = await send(target, shape, cookie);
          expect(response.status, `${target} ${cookie ? "(admin)" : ""}`).toBeLessThan(500);
          if (response.status >= 400) expect(await response.text(), target).toMatch(/[a-ząćęłńóśźż]{3,}/i);
        }
      }
    }
  });

  it.each(SHAPES.map((shape) => [shape[0], shape] as const))("every API POST: %s", async (_, shape) => {
    for (const path of apiPostPaths()) {
      for (const cookie of [undefined, adminCookie]) {
        const response = await send(path, shape, cookie);
        expect(response.status, `${path} ${cookie ? "(admin)" : ""}`).toBeLessThan(500);
        expect(response.status, path).toBeGreaterThanOrEqual(200);
        if (response.status >= 400) {
          const body = await response.json<Record<string, unknown>>();
          expect(typeof body.error, path).toBe("string");
        }
      }
    }
  });
});
