// Decision 027's edge cases: framed videos come from the one host the policy allows, HSTS goes
// to real https hosts only, answers with frozen headers are copied, static files served before
// the Worker carry the same baseline, and Turnstile widens the page policy by its host alone.
import { env, exports } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import staticHeadersFile from "../../public/_headers?raw";
import { resetConfigForTests } from "@worker/platform/config";
import { withSecurityHeaders } from "@worker/security-headers";
import { get, testDb } from "./helpers";
import { directives, expectBaseline, expectNonPage, request } from "./security-headers-helpers";

describe("security headers (decision 027)", () => {
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
