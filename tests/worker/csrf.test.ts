import { describe, expect, it } from "vitest";
import { makeAccount, sessionCookieFor } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";

const json = (headers: Record<string, string>, body: unknown) => ({
  method: "POST",
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

describe("CSRF: cross-site writes are refused", () => {
  it("refuses an API POST whose Origin is another site, even with an admin's cookie", async () => {
    const admin = await makeAccount({ role: "admin" });
    const { song } = await makeSong();
    const response = await get(
      "/api/deleteSong",
      json({ Origin: "https://zly.example", Cookie: await sessionCookieFor(admin.user.id) }, { song_id: song.id }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ status: "error", error: "Odrzucono żądanie wysłane z innej strony." });
    expect(await testDb().query.songs.findFirst({ where: (s, { eq }) => eq(s.id, song.id) })).toBeDefined();
  });

  it("refuses Sec-Fetch-Site cross-site and same-site without Origin, and an opaque Origin", async () => {
    for (const headers of [{ "Sec-Fetch-Site": "cross-site" }, { "Sec-Fetch-Site": "same-site" }, { Origin: "null" }] as Record<string, string>[]) {
      const response = await get("/api/loginUser", json(headers, { username: "a", password: "b" }));
      expect(response.status).toBe(403);
    }
  });

  it("lets our own pages through (Origin of the site, or Sec-Fetch-Site same-origin)", async () => {
    for (const headers of [{ Origin: "http://localhost" }, { "Sec-Fetch-Site": "same-origin" }] as Record<string, string>[]) {
      const response = await get("/api/loginUser", json(headers, { username: "nikt", password: "zle" }));
      expect(response.status).toBe(401);
    }
  });

  it("refuses a cross-site form post to a page action", async () => {
    const { user, password } = await makeAccount();
    const response = await get("/login", {
      method: "POST",
      headers: { Origin: "https://zly.example" },
      body: new URLSearchParams({ intent: "login", username: user.username, password }),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await response.text()).toBe("Odrzucono żądanie wysłane z innej strony.");
  });

  it("does not touch reads", async () => {
    const response = await get("/api/getUser/ktokolwiek", { headers: { Origin: "https://zly.example", "Sec-Fetch-Site": "cross-site" } });
    expect(response.status).toBe(200);
  });
});
