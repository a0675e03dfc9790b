// Decision 027: every answer of the Worker carries the security headers; pages carry a CSP
// whose fresh nonce is on every script; whatever is rendered for a session is private.
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { parse } from "parse5";
import { matchRoutes, type ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import staticHeadersFile from "../../public/_headers?raw";
import { resetConfigForTests } from "@worker/platform/config";
import { NON_PAGE_CSP, PERMISSIONS_POLICY, withSecurityHeaders } from "@worker/security-headers";
import { makeAccount, postForm, postJson, sessionCookieFor } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";

type Answer = { label: string; response: Response };

/** What every answer must carry, whatever it is. */
function expectBaseline({ label, response }: Answer) {
  const headers = response.headers;
  expect(headers.get("X-Content-Type-Options"), label).toBe("nosniff");
  expect(headers.get("Referrer-Policy"), label).toBe("strict-origin-when-cross-origin");
  expect(headers.get("X-Frame-Options"), label).toBe("DENY");
  expect(headers.get("Permissions-Policy"), label).toBe(PERMISSIONS_POLICY);
  expect(headers.get("Permissions-Policy"), label).toMatch(/(^|, )camera=\(\)/);
  expect(headers.get("Content-Security-Policy"), label).toMatch(/(^|; )frame-ancestors 'none'($|;)/);
  // Plain http on localhost: no HSTS (it would pin the developer's localhost to https).
  expect(headers.get("Strict-Transport-Security"), label).toBeNull();
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; content?: Node };

/** Every <script> element as the browser's parser sees the document (templates too). */
function scriptsOf(html: string): { nonce: string | undefined; src: string | undefined }[] {
  const found: { nonce: string | undefined; src: string | undefined }[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === "script") {
      const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value;
      // Data blocks (the JSON-LD of decision 030) never run, so the CSP does not apply to them.
      const type = attr("type");
      if (type === undefined || type === "module" || /javascript/i.test(type)) found.push({ nonce: attr("nonce"), src: attr("src") });
    }
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parse(html) as unknown as Node);
  return found;
}

/** A page: the baseline, the page policy and its nonce on every script. Answers the nonce. */
async function expectPage(answer: Answer): Promise<string> {
  const { label, response } = answer;
  expectBaseline(answer);
  expect(response.headers.get("Content-Type"), label).toMatch(/^text\/html/);
  const policy = directives(response.headers.get("Content-Security-Policy") ?? "");
  const scriptSrc = policy.get("script-src") ?? [];
  const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1);
  expect(nonce, label).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  // The video site's IFrame Player API (decision 033) is the one outside script host.
  expect(scriptSrc, label).toEqual(["'self'", `'nonce-${nonce}'`, "https://www.youtube.com"]);
  expect(scriptSrc.join(" "), label).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(policy.get("default-src"), label).toEqual(["'self'"]);
  // Comments' [img] may show any web address (decision 028); never data: or blob:.
  expect(policy.get("img-src"), label).toEqual(["'self'", "https:", "http:"]);
  expect(policy.get("connect-src"), label).toEqual(["'self'"]);
  expect(policy.get("frame-src"), label).toEqual(["https://www.youtube-nocookie.com"]);
  expect(policy.get("worker-src"), label).toEqual(["'self'", "blob:"]);
  expect(policy.get("object-src"), label).toEqual(["'none'"]);
  expect(policy.get("base-uri"), label).toEqual(["'self'"]);
  expect(policy.get("form-action"), label).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors"), label).toEqual(["'none'"]);

  const scripts = scriptsOf(await response.text());
  // The cookie flag, /js/custom.js, React Router's context, its module script and more.
  expect(scripts.length, label).toBeGreaterThanOrEqual(4);
  for (const script of scripts) expect(script.nonce, `${label}: <script src=${script.src}>`).toBe(nonce);
  return nonce as string;
}

/** Not a page: the baseline and a policy that loads nothing (or the route's own, stricter one). */
function expectNonPage(answer: Answer, ownPolicy?: string) {
  expectBaseline(answer);
  expect(answer.response.headers.get("Content-Security-Policy"), answer.label).toBe(ownPolicy ?? NON_PAGE_CSP);
}

const expectPrivate = ({ label, response }: Answer) => expect(response.headers.get("Cache-Control"), label).toBe("private, no-store");
const expectNotPrivate = ({ label, response }: Answer) => expect(response.headers.get("Cache-Control") ?? "", label).not.toMatch(/private|no-store/);

const request = async (path: string, init: RequestInit = {}): Promise<Answer> => ({
  label: `${init.method ?? "GET"} ${path}`,
  response: await get(path, { redirect: "manual", ...init }),
});

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

  it("frames an article's video from the host the policy allows, whatever host it was saved with", async () => {
    const url = `osadzenia-${Date.now()}`;
    const embeds = [
      "https://www.youtube.com/embed/abcdefghijk",
      "https://youtube.com/embed/bcdefghijkl",
      "https://youtube-nocookie.com/embed/cdefghijklm",
    ];
    const text = embeds.map((src) => `<iframe src="${src}" width="560" height="315"></iframe>`).join("");
    await testDb().insert(schema.articles).values({ title: "Artykuł z teledyskami", url, text });
    for (const path of [`/artykul/${url}`, `/api/getArticle/${url}`]) {
      const body = await (await get(path)).text();
      const frames = [...body.matchAll(/<iframe src=\\?"([^"\\]+)/g)].map((match) => match[1]);
      expect(frames, path).toEqual(["abcdefghijk", "bcdefghijkl", "cdefghijklm"].map((id) => `https://www.youtube-nocookie.com/embed/${id}`));
    }
  });

  it("sends HSTS over https to a real host only", async () => {
    const over = async (url: string) => (await exports.default.fetch(new Request(url))).headers.get("Strict-Transport-Security");
    expect(await over("https://nadinterpretacje.example/api/randomSongs")).toBe("max-age=31536000; includeSubDomains");
    expect(await over("https://nadinterpretacje.example/onas")).toBe("max-age=31536000; includeSubDomains");
    expect(await over("http://nadinterpretacje.example/onas")).toBeNull();
    expect(await over("https://localhost/onas")).toBeNull();
    expect(await over("https://127.0.0.1/onas")).toBeNull();
  });

  it("copies answers whose headers cannot change (fetch, assets, Response.redirect)", async () => {
    const immutable = Response.redirect("http://localhost/", 302);
    expect(() => immutable.headers.set("X-Test", "1")).toThrow();
    const answer = { label: "Response.redirect", response: withSecurityHeaders(new Request("http://localhost/stare"), immutable, "bm9uY2U=") };
    expect(answer.response.status).toBe(302);
    expect(answer.response.headers.get("Location")).toBe("http://localhost/");
    expectNonPage(answer);
  });
});

describe("static files (public/_headers, served before the Worker runs)", () => {
  it("carry the Worker's baseline for every path", () => {
    const lines = staticHeadersFile.split("\n").filter((line) => line.trim() && !line.startsWith("#"));
    expect(lines[0]).toBe("/*");
    const headers = new Headers(lines.slice(1).map((line) => line.trim().split(/:\s*(.*)/s, 2) as [string, string]));
    const answer = { label: "public/_headers", response: new Response(null, { headers }) };
    expectBaseline(answer);
    // Nothing there is a page: no script, no frame, no form (the served headers: tests/e2e).
    expect(headers.get("Content-Security-Policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  });
});

describe("with CAPTCHA_PROVIDER=turnstile", () => {
  const bindings = env as unknown as Record<string, string | undefined>;
  afterEach(() => {
    bindings.CAPTCHA_PROVIDER = "altcha";
    delete bindings.TURNSTILE_SECRET_KEY;
    delete bindings.TURNSTILE_SITE_KEY;
    resetConfigForTests();
  });

  it("pages allow Turnstile's script and frame, and nothing more", async () => {
    bindings.CAPTCHA_PROVIDER = "turnstile";
    bindings.TURNSTILE_SECRET_KEY = "sekret-turnstile";
    bindings.TURNSTILE_SITE_KEY = "klucz-turnstile";
    resetConfigForTests();
    const { response } = await request("/rejestracja");
    expect(response.status).toBe(200);
    const policy = directives(response.headers.get("Content-Security-Policy") ?? "");
    expect(policy.get("script-src")?.filter((source) => !source.startsWith("'nonce-"))).toEqual([
      "'self'",
      "https://www.youtube.com",
      "https://challenges.cloudflare.com",
    ]);
    expect(policy.get("frame-src")).toEqual(["https://www.youtube-nocookie.com", "https://challenges.cloudflare.com"]);
    await response.body?.cancel();
  });
});
