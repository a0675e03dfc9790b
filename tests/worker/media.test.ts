import { afterEach, describe, expect, it, vi } from "vitest";
import { setOutboundFetch } from "@worker/platform/outbound";
import { parseThumbnailPath, resetThumbnailBackoffForTests } from "@worker/services/thumbnails";
import { get } from "./helpers";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  resetThumbnailBackoffForTests();
});

/** Installs a fake video site; returns the addresses it was asked for. */
function fakeVideoSite(answer: (url: string) => Response | Promise<Response>) {
  const asked: string[] = [];
  restore = setOutboundFetch(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    asked.push(url);
    return answer(url);
  });
  return asked;
}

const jpegAnswer = () => new Response(JPEG, { headers: { "Content-Type": "image/jpeg" } });

describe("GET /api/ytproxy", () => {
  it("fetches an allowed thumbnail once, then answers it from the edge cache", async () => {
    const asked = fakeVideoSite(jpegAnswer);
    const first = await get("/api/ytproxy/i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    expect(first.headers.get("cache-control")).toMatch(/public, max-age=(\d{7,})/);
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(JPEG);
    expect(asked).toEqual(["https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg"]);

    // A query string does not create a second copy or a second upstream request.
    const second = await get("/api/ytproxy/i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg?v=2");
    expect(second.status).toBe(200);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(JPEG);
    expect(asked).toHaveLength(1);
  });

  it("allows img.youtube.com and every published thumbnail name", async () => {
    const asked = fakeVideoSite(jpegAnswer);
    for (const name of ["default", "hqdefault", "sddefault", "maxresdefault", "0", "3"]) {
      const response = await get(`/api/ytproxy/img.youtube.com/vi/a_b-C1d2E3f/${name}.jpg`);
      expect(response.status, name).toBe(200);
      await response.arrayBuffer();
    }
    expect(asked.every((url) => url.startsWith("https://img.youtube.com/vi/a_b-C1d2E3f/"))).toBe(true);
  });

  it("refuses other hosts, paths, names and file types with 400, without fetching", async () => {
    const asked = fakeVideoSite(jpegAnswer);
    const refused = [
      "evil.com/vi/dQw4w9WgXcQ/mqdefault.jpg",
      "i.ytimg.com.evil.com/vi/dQw4w9WgXcQ/mqdefault.jpg",
      "evil.com/i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg",
      "i.ytimg.com@evil.com/vi/dQw4w9WgXcQ/mqdefault.jpg",
      "I.YTIMG.COM/vi/dQw4w9WgXcQ/mqdefault.jpg",
      "i.ytimg.com/vi/dQw4w9WgXcQ/%2e%2e/%2e%2e/secret.jpg",
      "i.ytimg.com/vi/%2e%2e%2fadmin/mqdefault.jpg",
      "i.ytimg.com/vi/dQw4w9WgXcQ%2fx/mqdefault.jpg",
      "i.ytimg.com/vi/short/mqdefault.jpg",
      "i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.png",
      "i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg.svg",
      "i.ytimg.com/vi/dQw4w9WgXcQ/whatever.jpg",
      "i.ytimg.com/vi_webp/dQw4w9WgXcQ/mqdefault.webp",
      "https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg",
      "i.ytimg.com",
      "",
    ];
    for (const rest of refused) {
      const response = await get(`/api/ytproxy/${rest}`);
      expect(response.status, rest).toBe(400);
      expect(await response.json(), rest).toEqual({ error: "Nieprawidłowy adres miniatury." });
    }
    expect(asked).toEqual([]);
  });

  it("never lets path traversal escape the allow-list", async () => {
    fakeVideoSite(jpegAnswer);
    // The URL parser folds ../ before routing: whatever remains must not be a proxied fetch.
    const response = await get("/api/ytproxy/i.ytimg.com/vi/dQw4w9WgXcQ/../../../../etc/passwd");
    expect([400, 404]).toContain(response.status);
    expect(parseThumbnailPath("i.ytimg.com/vi/dQw4w9WgXcQ/../mqdefault.jpg")).toBeNull();
    expect(parseThumbnailPath("i.ytimg.com/vi/../../dQw4w9WgXcQ/mqdefault.jpg")).toBeNull();
  });

  it("answers the placeholder when the video site fails, is missing or sends no image", async () => {
    const failures: Record<string, () => Response | Promise<Response>> = {
      AAAAAAAAAA1: () => {
        throw new Error("network down");
      },
      AAAAAAAAAA2: () => new Response(JPEG, { status: 404, headers: { "Content-Type": "image/jpeg" } }),
      AAAAAAAAAA3: () => new Response("<html>", { headers: { "Content-Type": "text/html" } }),
    };
    for (const [id, answer] of Object.entries(failures)) {
      fakeVideoSite(answer);
      const response = await get(`/api/ytproxy/i.ytimg.com/vi/${id}/mqdefault.jpg`);
      expect(response.status, id).toBe(200);
      expect(response.headers.get("content-type"), id).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get("cache-control"), id).toBe("public, max-age=3600");
      expect(await response.text(), id).toContain("brak teledysku");
      restore?.();
    }
  });
});

describe("GET /api/ytproxy offline", () => {
  it("stops asking an unreachable video site for a while and says so in one line", async () => {
    const asked = fakeVideoSite(() => {
      throw new Error("getaddrinfo ENOTFOUND i.ytimg.com");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const ids = ["BBBBBBBBBB1", "BBBBBBBBBB2", "BBBBBBBBBB3", "BBBBBBBBBB4", "BBBBBBBBBB5"];
      const answers = await Promise.all(ids.map((id) => get(`/api/ytproxy/i.ytimg.com/vi/${id}/mqdefault.jpg`)));
      for (const response of answers) expect(await response.text()).toContain("brak teledysku");
      const later = await get("/api/ytproxy/i.ytimg.com/vi/BBBBBBBBBB6/mqdefault.jpg");
      expect(await later.text()).toContain("brak teledysku");
      // The concurrent first wave may each have tried; nothing after the failure was known.
      expect(asked.length).toBeLessThanOrEqual(ids.length);
      expect(asked.some((url) => url.includes("BBBBBBBBBB6"))).toBe(false);
      const lines = warn.mock.calls.map((call) => call.join(" "));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^ytproxy: the video site is unreachable \(getaddrinfo ENOTFOUND i\.ytimg\.com\)/);
    } finally {
      warn.mockRestore();
    }
  });
});

describe("GET /api/getLang", () => {
  it("answers the flag of a language as a long-cached SVG", async () => {
    const response = await get("/api/getLang/pl");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it("draws a neutral flag for a language with no country", async () => {
    const response = await get("/api/getLang/eo");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(">EO</text>");
  });

  it("answers 404 JSON for unknown codes", async () => {
    for (const code of ["xx", "pol", "PL", "..%2F..", "constructor"]) {
      const response = await get(`/api/getLang/${code}`);
      expect(response.status, code).toBe(404);
      expect(await response.json(), code).toEqual({ error: expect.stringMatching(/Nie znaleziono/) });
    }
  });
});
