import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { createSession } from "@worker/services/session";
import { get, makeSong, makeUser, testDb } from "./helpers";
import { textOf, visibleHtml, visibleText } from "./html";

async function setPoints(userId: number, points: number) {
  await env.DB.prepare("UPDATE users SET points = ? WHERE id = ?").bind(points, userId).run();
}

describe("profile page", () => {
  it("shows the name, points with a plus, the ranking position and the songs by points", async () => {
    const user = await makeUser("Profilowa");
    const rival = await makeUser("Rywalka");
    const songs = [];
    for (const title of ["Słaba", "Mocna", "Średnia"]) songs.push((await makeSong({ title })).song);
    await testDb()
      .insert(schema.annotations)
      .values([
        { songId: songs[0].id, userId: user.id, text: "a", points: 1, lines: [0] },
        { songId: songs[1].id, userId: user.id, text: "b", points: 6, lines: [0] },
        { songId: songs[1].id, userId: user.id, text: "c", points: 4, lines: [0] },
        { songId: songs[2].id, userId: user.id, text: "d", points: 3, lines: [0] },
        { songId: songs[2].id, userId: rival.id, text: "e", points: 50, lines: [0] },
      ]);
    await setPoints(user.id, 14);
    await setPoints(rival.id, 50);
    // Everyone else in this file has 0 points, so only the rival is above.
    const response = await get("/profil/Profilowa");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(textOf(html, "h1")).toBe("Profilowa");
    expect(visibleText(html)).toContain("Punkty: +14 Miejsce w rankingu: 2");
    const list = textOf(html, "ol", 'class="search-results profile-songs"');
    expect(list).toMatch(
      /^[^+]+ - Mocna \+10 pkt · 2 interpretacje [^+]+ - Średnia \+3 pkt · 1 interpretacja [^+]+ - Słaba \+1 pkt · 1 interpretacja$/,
    );
    expect(visibleText(html)).toContain("Nowe Piosenki");
    expect(html).toMatch(/<title>Profil: Profilowa \| Nadinterpretacje<\/title>/);
  });

  it("shows zero points without a plus, and an empty song list", async () => {
    await makeUser("Cichy");
    const html = await (await get("/profil/Cichy")).text();
    expect(visibleText(html)).toMatch(/Punkty: 0 Miejsce w rankingu: \d+/);
    expect(visibleText(html)).toContain("Brak nadinterpretowanych piosenek.");
  });

  it("pages the songs by 18 with numbered page buttons", async () => {
    const user = await makeUser("Pracowity");
    for (let i = 0; i < 20; i++) {
      const { song } = await makeSong({ title: `Utwór pracowity ${i}` });
      await testDb()
        .insert(schema.annotations)
        .values({ songId: song.id, userId: user.id, text: "x", points: 100 - i, lines: [0] });
    }
    const first = await (await get("/profil/Pracowity")).text();
    expect((textOf(first, "ol", 'class="search-results profile-songs"').match(/Utwór pracowity/g) ?? []).length).toBe(18);
    expect(visibleHtml(first)).toMatch(/<span class="pager-page current" aria-current="page">1<\/span>/);
    expect(visibleHtml(first)).toContain('href="/profil/Pracowity/2"');
    const second = await (await get("/profil/Pracowity/2")).text();
    expect(textOf(second, "ol", 'class="search-results profile-songs"')).toMatch(/Utwór pracowity 18 \+82 pkt .* Utwór pracowity 19 \+81 pkt/);
    const past = await get("/profil/Pracowity/5", { redirect: "manual" });
    expect(past.headers.get("location")).toBe("/profil/Pracowity/2");
  });

  it("finds names regardless of case and moves to the registered spelling", async () => {
    await makeUser("WielkaLitera");
    const response = await get("/profil/wielkalitera", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/profil/WielkaLitera");
  });

  it("answers the 404 page for an unknown user or a page segment that is no number", async () => {
    for (const path of ["/profil/nikt-taki-nie-istnieje", "/profil/Cichy/abc"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(visibleText(await response.text()), path).toContain("Podana strona nie istnieje");
    }
  });

  it("/profil shows your own profile when logged in and sends visitors to /login", async () => {
    const visitor = await get("/profil", { redirect: "manual" });
    expect(visitor.headers.get("location")).toBe("/login");
    const me = await makeUser("Zalogowana");
    const cookie = (await createSession(me.id)).split(";")[0];
    const mine = await get("/profil", { redirect: "manual", headers: { Cookie: cookie } });
    expect(mine.headers.get("location")).toBe("/profil/Zalogowana");
  });

  it("computes the position and the song list through indexes", async () => {
    const plans = [
      "SELECT count(*) FROM users WHERE points > 5",
      "SELECT count(*) FROM users WHERE points = 5 AND id < 10",
      "SELECT count(DISTINCT song_id) FROM annotations WHERE user_id = 1",
      "SELECT song_id, sum(points) FROM annotations WHERE user_id = 1 GROUP BY song_id",
      "SELECT id FROM users WHERE username = 'x' COLLATE NOCASE",
    ];
    for (const query of plans) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query}`).all<{ detail: string }>();
      const plan = results.map((r) => r.detail).join(" | ");
      expect(plan, query).not.toMatch(/SCAN (users|annotations)\b(?! USING)/);
      expect(plan, query).toMatch(/SEARCH|USING (COVERING )?INDEX/);
    }
  });
});
