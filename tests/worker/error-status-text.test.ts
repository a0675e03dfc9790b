// Issue 16, point 7: a refusal thrown by a loader or an action travels to the page (and to
// its .data answer) with a reason phrase. React Router calls one thrown without a phrase
// "Internal Server Error" whatever its status, so a 404 read "404 Internal Server Error".
import { beforeAll, describe, expect, it } from "vitest";
import { makeAccount, sessionCookieFor } from "./account-helpers";
import { get, makeSong } from "./helpers";

let userCookie = "";
let songPath = "";
beforeAll(async () => {
  userCookie = await sessionCookieFor((await makeAccount()).user.id);
  songPath = `/${(await makeSong()).song.urlname}`;
});

const headers = (extra: Record<string, string> = {}) => ({ Origin: "http://localhost", "CF-Connecting-IP": "192.0.2.78", ...extra });
const form = (body: string, cookie?: string): RequestInit => ({
  method: "POST",
  headers: headers({ "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) }),
  body,
});

describe("refusals carry their own reason phrase", () => {
  it.each([
    ["an action on a song that does not exist", "/nie-ma-takiej-piosenki-xyz.data", form("intent=comment&text=abc"), 404, "Not Found"],
    ["a loader that finds nothing", "/artykul/nie-ma-takiego-artykulu.data", undefined, 404, "Not Found"],
    ["a list page that is no number", "/blog/abc.data", undefined, 404, "Not Found"],
    ["an action without a session", "/artykul_edit.data", form("intent=save"), 401, "Unauthorized"],
    ["an action without the permission", "/panel.data", () => form("intent=deleteArticle&article_id=1", userCookie), 403, "Forbidden"],
    ["a page without the permission", "/panel.data", () => ({ headers: { Cookie: userCookie } }), 403, "Forbidden"],
    [
      "a form that is not a form",
      () => `${songPath}.data`,
      { method: "POST", headers: headers({ "Content-Type": "application/json" }), body: "{}" },
      415,
      "Unsupported Media Type",
    ],
  ] as const)("%s", async (_, path, init, status, phrase) => {
    const response = await get(typeof path === "function" ? path() : path, typeof init === "function" ? init() : init);
    expect(response.status).toBe(status);
    const body = await response.text();
    expect(body).not.toContain("Internal Server Error");
    expect(body).toContain(`${status},"${phrase}"`);
  });

  it("and so does the page: a 404 page's data does not say Internal Server Error", async () => {
    const response = await get("/artykul/nie-ma-takiego-artykulu");
    expect(response.status).toBe(404);
    expect(response.statusText).toBe("Not Found");
    expect(await response.text()).not.toContain("Internal Server Error");
  });
});
