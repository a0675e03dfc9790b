// Decision 027 in the browser, against the production build: static files carry the
// baseline from public/_headers, pages their nonce policy, and the policy really refuses a
// script without the nonce (which the fixture reports as a violation).
import { expect, test } from "./fixtures";

const BASELINE = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

test("static files carry the baseline headers of public/_headers", async ({ page, request }) => {
  await page.goto("/");
  // One of the build's hashed bundles (/assets/…), as the page links it.
  const bundle = await page.locator('link[rel="modulepreload"][href^="/assets/"]').first().getAttribute("href");
  const assets = ["/js/custom.js", "/images/favicon.svg", "/flags/pl.svg", bundle ?? "(no bundle linked)"];
  expect(assets).toHaveLength(4);
  for (const path of assets) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers, path).toMatchObject(BASELINE);
    expect(headers["content-security-policy"], path).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    expect(headers["permissions-policy"], path).toContain("camera=()");
  }
  // The rules file itself is configuration, not a file of the site.
  expect((await request.get("/_headers")).status()).not.toBe(200);
});

test("a page's scripts carry its fresh nonce and one without it is refused", async ({ page, securityPolicyViolations }) => {
  const first = await page.goto("/onas");
  const policy = first?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(first?.headers()).toMatchObject(BASELINE);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // The browser hides the attribute after parsing; the property keeps the value. Data blocks
  // — JSON-LD (decision 030), the page's packed data (decision 053) — never run, so the policy
  // does not apply to them.
  await expect(page.locator('script[type="application/json"]#dane-stopki')).toHaveCount(1);
  const nonces = await page
    .locator('script:not([type="application/ld+json"]):not([type="application/json"])')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce));
  expect(nonces.length).toBeGreaterThanOrEqual(4);
  expect(new Set(nonces)).toEqual(new Set([nonce]));

  const second = await page.reload();
  expect(second?.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);

  // What an injected script would do: it never runs, and the fixture hears of it.
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.head.appendChild(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => securityPolicyViolations.length).toBeGreaterThan(0);
  expect(securityPolicyViolations.join("\n")).toMatch(/script-src/);
  // Expected here, so not a failure of this test.
  securityPolicyViolations.splice(0);
});
