// Shared by the security headers' tests (security-headers.test.ts, security-headers-edges.test.ts):
// what each kind of answer must carry under decision 027, and a request that keeps redirects.
import { parse } from "parse5";
import { expect } from "vitest";
import { NON_PAGE_CSP, PERMISSIONS_POLICY } from "@worker/security-headers";
import { get } from "./helpers";

export type Answer = { label: string; response: Response };

/** What every answer must carry, whatever it is. */
export function expectBaseline({ label, response }: Answer) {
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

export function directives(policy: string): Map<string, string[]> {
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
export async function expectPage(answer: Answer): Promise<string> {
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
export function expectNonPage(answer: Answer, ownPolicy?: string) {
  expectBaseline(answer);
  expect(answer.response.headers.get("Content-Security-Policy"), answer.label).toBe(ownPolicy ?? NON_PAGE_CSP);
}

export const expectPrivate = ({ label, response }: Answer) => expect(response.headers.get("Cache-Control"), label).toBe("private, no-store");
export const expectNotPrivate = ({ label, response }: Answer) =>
  expect(response.headers.get("Cache-Control") ?? "", label).not.toMatch(/private|no-store/);

export const request = async (path: string, init: RequestInit = {}): Promise<Answer> => ({
  label: `${init.method ?? "GET"} ${path}`,
  response: await get(path, { redirect: "manual", ...init }),
});
