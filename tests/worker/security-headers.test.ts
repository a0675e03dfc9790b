// Decision 027: every answer of the Worker carries the security headers; pages carry a CSP
// whose fresh nonce is on every script; whatever is rendered for a session is private.
// Here: every page route, redirects, errors and the API. The edge cases (hosts, HSTS, static
// files, Turnstile) are in security-headers-edges.test.ts.
import { eq } from "drizzle-orm";
import { matchRoutes, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { makeAccount, postForm, postJson, sessionCookieFor } from "./account-helpers";
import { makeSong, testDb } from "./helpers";
import { expectNonPage, expectNotPrivate, expectPage, expectPrivate, request } from "./security-headers-helpers";

/** One of each page of the route table, with the data they need. */
async function pagesOfTheRouteTable() {
  const { song, artist } = await makeSong({ artist: "Zespół Nagłówkowy", title: "Piosenka o nagłówkach" });
  await testDb().update(schema.songs).set({ youtubeId: "abcdefghijk", youtubeTitle: "Teledysk" }).where(eq(schema.songs.id, song.id));
  const { user: admin } = await makeAccount({ role: "admin" });
  const url = `naglowki-${Date.now()}`;
  await testDb().insert(schema.articles).values({ title: "Artykuł o nagłówkach", url, text: "<p>Treść <b>artykułu</b>.</p>", authorId: admin.id });
  return {
    admin,
    paths: [
      "/",
      "/archiwum",
      "/ranking",
      "/blog",
      `/artykul/${url}`,
      "/onas",
      "/faq",
      "/dmca",
      "/prywatnosc",
      "/kontakt",
      "/404",
      "/szukaj",
      "/szukaj/naglowki",
      `/profil/${admin.username}`,
      "/login",
      "/logout",
      "/rejestracja",
      "/przypomnij-haslo",
      "/nowe-haslo",
      "/potwierdz-email",
      "/profil/ustawienia",
      "/profil/ustawienia/dane",
      "/_dev/poczta",
      "/panel",
      "/panel/2",
      "/panel/zgloszenia",
      "/panel/kosz",
      "/panel/dziennik",
      "/panel/dziennik.csv",
      "/panel/blokady",
      "/panel/uzytkownicy",
      "/panel/status",
      "/artykul_edit",
      `/artykul_edit/${url}`,
      "/dodaj",
      `/${song.urlname}`,
      `/${song.urlname}/historia`,
      `/${artist.urlname}`,
    ],
  };
}

describe("security headers (decision 027)", () => {
  it("covers every route of the route table, anonymous and logged in, each page with a fresh nonce", async () => {
    const { admin, paths } = await pagesOfTheRouteTable();

    // The list above must name every page route: a new route without a case fails here.
    const build = (await import("virtual:react-router/server-build")) as ServerBuild;
    type Node = { id: string; path?: string; index?: boolean; children: Node[] };
    const nodes = new Map<string, Node>();
    const table = Object.values(build.routes).flatMap((route) => (route && route.id !== "root" ? [route] : []));
    for (const route of table) nodes.set(route.id, { id: route.id, path: route.path, index: route.index, children: [] });
    const tree: Node[] = [];
    for (const route of table) (route.parentId && route.parentId !== "root" ? nodes.get(route.parentId)!.children : tree).push(nodes.get(route.id)!);
    const covered = new Set(
      paths.flatMap((path) => (matchRoutes(tree as Parameters<typeof matchRoutes>[0], path) ?? []).map((match) => match.route.id)),
    );
    expect([...covered].sort()).toEqual(table.map((route) => route.id).sort());

    const nonces: string[] = [];
    const redirects: string[] = [];
    const cookie = await sessionCookieFor(admin.id);
    for (const path of paths) {
      // The audit log's CSV is a resource, no page: a refusal for anyone but staff, the file for them.
      if (path.endsWith(".csv")) {
        const refused = await request(path);
        expect(refused.response.status, refused.label).toBe(403);
        expectNonPage(refused);
        const file = await request(path, { headers: { Cookie: cookie } });
        expect(file.response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
        expectNonPage(file);
        expectPrivate(file);
        continue;
      }
      // The data file is a resource too: a visitor goes to log in, an account without the
      // minute's pass its settings page gives gets a 403 in words (account-export.test.ts).
      if (path === "/profil/ustawienia/dane") {
        const visitor = await request(path);
        expect(visitor.response.headers.get("Location"), visitor.label).toBe("/login");
        redirects.push(visitor.label);
        expectNonPage(visitor);
        const refused = await request(path, { headers: { Cookie: cookie } });
        expect(refused.response.status, refused.label).toBe(403);
        expectNonPage(refused);
        expectPrivate(refused);
        continue;
      }
      // /logout only shows its page to a visit that is not a deliberate one (it logs out).
      const notDeliberate = path === "/logout" ? { "Sec-Fetch-Mode": "cors" } : undefined;
      const anonymous = await request(path, { headers: notDeliberate });
      const loggedIn = await request(path, { headers: { Cookie: cookie, ...notDeliberate } });
      loggedIn.label += " (logged in)";
      for (const answer of [anonymous, loggedIn]) {
        const status = answer.response.status;
        expect(status, answer.label).toBeLessThan(500);
        if (status >= 300 && status < 400) {
          redirects.push(answer.label);
          expectNonPage(answer);
        } else {
          nonces.push(await expectPage(answer));
        }
      }
      if (/^\/(login|logout|rejestracja|panel|artykul_edit|przypomnij-haslo|nowe-haslo|potwierdz-email|profil\/ustawienia|_dev)/.test(path))
        expectPrivate(anonymous);
      else expectNotPrivate(anonymous);
      // Rendered for a user (the nav names them): never stored by any cache.
      expectPrivate(loggedIn);
    }
    // /szukaj without a phrase sends the visitor back; a logged-in user has no account forms;
    // the panel's one page of articles is /panel; the data file sends a visitor to log in.
    expect(redirects).toEqual([
      "GET /szukaj",
      "GET /szukaj (logged in)",
      "GET /login (logged in)",
      "GET /rejestracja (logged in)",
      "GET /profil/ustawienia/dane",
      "GET /panel/2 (logged in)",
    ]);
    // Two resources (the CSV and the data file) answer no page, anonymous or logged in.
    expect(nonces).toHaveLength((paths.length - 2) * 2 - redirects.length + 1);
    expect(new Set(nonces).size).toBe(nonces.length);
  }, 120_000);

  it("gives redirects, 404s, page errors and the pages' data requests the headers too", async () => {
    const redirect = await request("/profil");
    expect(redirect.response.status).toBe(302);
    expect(redirect.response.headers.get("Location")).toBe("/login");
    expectNonPage(redirect);
    expectPrivate(redirect);

    const unknown = await request("/nie-ma-takiej-piosenki-naglowki");
    expect(unknown.response.status).toBe(302);
    expect(unknown.response.headers.get("Location")).toBe("/404");
    expectNonPage(unknown);

    // No route has three segments: React Router's own 404.
    const notFound = await request("/nie/ma/takiej");
    expect(notFound.response.status).toBe(404);
    await expectPage(notFound);

    const forbidden = await request("/panel");
    expect(forbidden.response.status).toBe(403);
    await expectPage(forbidden);

    const data = await request("/blog.data");
    expect(data.response.status).toBe(200);
    expectNonPage(data);
    expectNotPrivate(data);

    const crossSite = await request("/login", { method: "POST", headers: { Origin: "https://zly.example" }, body: new URLSearchParams() });
    expect(crossSite.response.status).toBe(403);
    expectNonPage(crossSite);
    expectPrivate(crossSite);

    const { user, password } = await makeAccount();
    const login = { label: "POST /login (form)", response: await postForm("/login", { username: user.username, password }) };
    expect(login.response.status).toBe(302);
    expect(login.response.headers.get("Set-Cookie")).toMatch(/^sesja=/);
    expectNonPage(login);
    expectPrivate(login);
  }, 60_000);

  it("gives API answers, their errors and writes the headers; session answers are private", async () => {
    const { song } = await makeSong();
    const { user, password } = await makeAccount();
    const cookie = await sessionCookieFor(user.id);

    for (const path of [
      "/api/randomSongs",
      `/api/getSongComments/${song.id}`,
      "/api/getRanking",
      "/api/nieMaTakiego",
      "/api/ytproxy/zly.example/x.jpg",
    ]) {
      const anonymous = await request(path);
      expectNonPage(anonymous);
      expectNotPrivate(anonymous);
      const withSession = await request(path, { headers: { Cookie: cookie } });
      expectNonPage(withSession);
      expectPrivate(withSession);
    }
    expect((await request("/api/nieMaTakiego")).response.status).toBe(404);
    expect((await request("/api/ytproxy/zly.example/x.jpg")).response.status).toBe(400);

    // Its own stricter policy stays (framing refused on top); public answers stay public.
    for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
      const flag = await request("/api/getLang/pl", { headers });
      expect(flag.response.status).toBe(200);
      expectNonPage(flag, "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
      expect(flag.response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    }

    const challenge = await request("/api/captcha/challenge");
    expectNonPage(challenge);
    expect(challenge.response.headers.get("Cache-Control")).toBe("no-store");

    const wrong = {
      label: "POST /api/loginUser (wrong)",
      response: await postJson("/api/loginUser", { username: user.username, password: "zle-haslo-123" }),
    };
    expect(wrong.response.status).toBe(401);
    expectNonPage(wrong);

    const invalid = { label: "POST /api/addComment (invalid)", response: await postJson("/api/addComment", {}) };
    expect(invalid.response.status).toBe(400);
    expectNonPage(invalid);

    const loggedIn = { label: "POST /api/loginUser", response: await postJson("/api/loginUser", { username: user.username, password }) };
    expect(loggedIn.response.status).toBe(200);
    expectNonPage(loggedIn);
    expectPrivate(loggedIn);

    const crossSite = await request("/api/loginUser", { method: "POST", headers: { Origin: "https://zly.example" }, body: "{}" });
    expect(crossSite.response.status).toBe(403);
    expectNonPage(crossSite);
  }, 60_000);
});
