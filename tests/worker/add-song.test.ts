import { and, eq, like, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import * as schema from "@db/schema";
import { setClockForTests } from "@worker/platform/clock";
import { LIMITS, hit, peek } from "@worker/services/rate-limit";
import { freshIp, makeAccount, postForm, postJson, sessionCookieFor, solvedCaptcha } from "./account-helpers";
import { get, makeSong, testDb } from "./helpers";
import { textOf, visibleText } from "./html";

afterEach(() => setClockForTests({ fixedMs: null, offsetMs: 0 }));

type Answer = { result: "success"; songURL: string } | { result: "error"; error: string; existingSongURL?: string };

let counter = 0;
// Starts upper case, so capitalising leaves it as it is; url names hold it lower-cased.
const unique = () => `Q${Date.now().toString(36)}${++counter}`;
const LYRICS = "Pierwsza linia\nDruga linia";

/** A logged-in user's cookie: saves without a captcha. */
async function userCookie() {
  const { user } = await makeAccount();
  return { user, cookie: await sessionCookieFor(user.id) };
}

async function save(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await postJson("/api/saveSong", body, headers);
  return { status: response.status, headers: response.headers, body: await response.json<Answer>() };
}

const songByUrl = (urlname: string) => testDb().query.songs.findFirst({ where: (s, { eq }) => eq(s.urlname, urlname) });
const artistsNamed = (name: string) => testDb().select().from(schema.artists).where(eq(schema.artists.name, name));
const songURLOf = (answer: Answer) => (answer.result === "success" ? answer.songURL : `(error: ${answer.error})`);

describe("POST /api/saveSong: validation", () => {
  it("answers the spec's messages for a missing artist, title and lyrics, and for an unsolved captcha", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "Tytuł", lyrics: LYRICS }, "Nazwa wykonawcy jest wymagana!"],
      [{ artist: "   ", title: "Tytuł", lyrics: LYRICS }, "Nazwa wykonawcy jest wymagana!"],
      [{ artist: "Ktoś", title: "", lyrics: LYRICS }, "Tytuł piosenki jest wymagany!"],
      [{ artist: "Ktoś", title: "Tytuł", lyrics: " \r\n \n" }, "Tekst jest wymagany!"],
      [{ artist: "Ktoś", title: "Tytuł" }, "Tekst jest wymagany!"],
      [{ artist: "Ktoś", title: `Bez captchy ${unique()}`, lyrics: LYRICS }, "Najpierw rozwiąż captchę!"],
      [{ artist: "Ktoś", title: `Zła captcha ${unique()}`, lyrics: LYRICS, "g-recaptcha-response": "zgadywanka" }, "Najpierw rozwiąż captchę!"],
    ];
    for (const [body, error] of cases) {
      const answer = await save(body);
      expect(answer.status, error).toBe(400);
      expect(answer.body).toMatchObject({ result: "error", error });
    }
  });

  it("refuses names and lyrics over the limits (artist 100, title 150, 20,000 characters, 500 lines)", async () => {
    const { cookie } = await userCookie();
    const cases: [Record<string, unknown>, string][] = [
      [{ artist: "a".repeat(101), title: "T", lyrics: LYRICS }, "Nazwa wykonawcy może mieć najwyżej 100 znaków!"],
      [{ artist: "A", title: "t".repeat(151), lyrics: LYRICS }, "Tytuł piosenki może mieć najwyżej 150 znaków!"],
      [{ artist: "A", title: "T", lyrics: "a".repeat(20_001) }, "Tekst może mieć najwyżej 20 000 znaków!"],
      [{ artist: "A", title: "T", lyrics: Array(501).fill("la").join("\n") }, "Tekst może mieć najwyżej 500 linii!"],
    ];
    for (const [body, error] of cases) {
      const answer = await save(body, { Cookie: cookie });
      expect(answer.status, error).toBe(400);
      expect(answer.body).toMatchObject({ result: "error", error });
    }
    // Exactly at the limits is fine.
    const atLimit = await save(
      { artist: `${"Długi".repeat(19)}${unique()}`.slice(0, 100), title: "t".repeat(150), lyrics: Array(500).fill("la").join("\n") },
      { Cookie: cookie },
    );
    expect(atLimit.status).toBe(200);
  });

  it("refuses links in the song and profanity or web addresses in the artist and title", async () => {
    const { cookie } = await userCookie();
    const cases: [Record<string, unknown>, string][] = [
      [{ artist: "Ktoś", title: "T", lyrics: "Pierwsza linia\nwejdź na www.spam.pl" }, "Tekst piosenki nie może zawierać linków ani adresów WWW!"],
      [{ artist: "Ktoś", title: "T", lyrics: "https://example.com/x" }, "Tekst piosenki nie może zawierać linków ani adresów WWW!"],
      [{ artist: "Ktoś", title: "Zobacz onet.pl", lyrics: LYRICS }, "Tytuł piosenki nie może zawierać wulgaryzmów, ani adresów WWW!"],
      [{ artist: "Ktoś", title: "Ty kurwo", lyrics: LYRICS }, "Tytuł piosenki nie może zawierać wulgaryzmów, ani adresów WWW!"],
      [{ artist: "Chuj Wie", title: "T", lyrics: LYRICS }, "Nazwa wykonawcy nie może zawierać wulgaryzmów, ani adresów WWW!"],
      [{ artist: "kazik.pl", title: "T", lyrics: LYRICS }, "Nazwa wykonawcy nie może zawierać wulgaryzmów, ani adresów WWW!"],
    ];
    for (const [body, error] of cases) {
      const answer = await save(body, { Cookie: cookie });
      expect(answer.status, error).toBe(400);
      expect(answer.body).toMatchObject({ result: "error", error });
    }
    // Lyrics quote real songs: a rude word in them is not refused. Dots inside names are not links.
    const rude = await save({ artist: "T.Love", title: `Dosadna ${unique()}`, lyrics: "Cholera, kurwa mać\nkoniec.Nowa linia" }, { Cookie: cookie });
    expect(rude.status).toBe(200);
  });
});

describe("POST /api/saveSong: saving", () => {
  it("capitalises every word of a new artist and title, normalises the lyrics and answers the song's url name", async () => {
    const { user, cookie } = await userCookie();
    const tag = unique();
    const slug = tag.toLowerCase();
    const answer = await save(
      {
        artist: `  zespół  łódzki ${tag} `,
        title: "(feat. ktoś) żółta łódka i 2pac",
        lyrics: "\r\n\r\nRaz dwa   \r\n\r\n\r\n\r\nTrzy\tcztery \r\n\n",
      },
      { Cookie: cookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: "success", songURL: `zespol-lodzki-${slug}-feat-ktos-zolta-lodka-i-2pac` });
    const song = await songByUrl(songURLOf(answer.body));
    expect(song).toMatchObject({
      name: "(Feat. Ktoś) Żółta Łódka I 2pac",
      lyrics: ["Raz dwa", "", "Trzy cztery"],
      userAdded: true,
      addedBy: user.id,
    });
    const [artist] = await artistsNamed(`Zespół Łódzki ${tag}`);
    expect(artist).toMatchObject({ id: song!.artistId, urlname: `zespol-lodzki-${slug}` });
  });

  it("reuses an existing artist named the same in any case, or picked by id; an unknown id is 404", async () => {
    const { cookie } = await userCookie();
    const tag = unique();
    const slug = tag.toLowerCase();
    const first = await save({ artist: `żuk łęczycki ${tag}`, title: "Zerowa", lyrics: LYRICS }, { Cookie: cookie });
    const [artist] = await artistsNamed(`Żuk Łęczycki ${tag}`);
    expect((await songByUrl(songURLOf(first.body)))?.artistId).toBe(artist.id);
    // SQLite's nocase folds ASCII only: Ę and ę still meet.
    const typed = await save({ artist: `ŻUK łĘCZYCKI ${tag}`, title: "Pierwsza", lyrics: LYRICS }, { Cookie: cookie });
    expect(typed.status).toBe(200);
    expect((await songByUrl(songURLOf(typed.body)))?.artistId).toBe(artist.id);

    const picked = await save({ artist: { artist_id: artist.id, artist_name: "ignorowana" }, title: "druga", lyrics: LYRICS }, { Cookie: cookie });
    expect(picked.body).toEqual({ result: "success", songURL: `zuk-leczycki-${slug}-druga` });
    expect((await songByUrl(`zuk-leczycki-${slug}-druga`))?.artistId).toBe(artist.id);
    const namesakes = await testDb()
      .select()
      .from(schema.artists)
      .where(like(schema.artists.urlname, `zuk-leczycki-${slug}%`));
    expect(namesakes.map((a) => a.id)).toEqual([artist.id]);

    const unknown = await save({ artist: { artist_id: 99_999_999 }, title: "Trzecia", lyrics: LYRICS }, { Cookie: cookie });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ result: "error", error: "Nie ma takiego wykonawcy.", field: "artist" });
  });

  it("refuses the same title by the same artist, in any case, pointing to the existing song", async () => {
    const { cookie } = await userCookie();
    const { artist, song } = await makeSong({ artist: `Duet ${unique()}`, title: "Łąka Pełna Maków" });
    const before = await testDb().select().from(schema.songs).where(eq(schema.songs.artistId, artist.id));
    const again = await save({ artist: artist.name.toUpperCase(), title: "łąka pełna maków", lyrics: LYRICS }, { Cookie: cookie });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      result: "error",
      error: `Ta piosenka już jest w serwisie: ${artist.name} – Łąka Pełna Maków.`,
      field: "title",
      existingSongURL: song.urlname,
    });
    expect(await testDb().select().from(schema.songs).where(eq(schema.songs.artistId, artist.id))).toEqual(before);
    // Another artist may have a song of that title.
    const other = await save({ artist: `Inny ${unique()}`, title: "Łąka pełna maków", lyrics: LYRICS }, { Cookie: cookie });
    expect(other.status).toBe(200);
  });

  it("lets a visitor save with a solved captcha, as 'Anonimowy' (no author), once per solution", async () => {
    const token = await solvedCaptcha();
    const title = `Anonimowa ${unique()}`;
    const answer = await save({ artist: "Gość Weselny", title, lyrics: LYRICS, "g-recaptcha-response": token });
    expect(answer.status).toBe(200);
    expect(await songByUrl(songURLOf(answer.body))).toMatchObject({ addedBy: null, userAdded: true });
    const reused = await save({ artist: "Gość Weselny", title: `${title} bis`, lyrics: LYRICS, "g-recaptcha-response": token });
    expect(reused.body).toEqual({ result: "error", error: "Najpierw rozwiąż captchę!", field: "captcha" });
  });

  it("throttles visitors to 20 songs per address per 10 minutes, not users", async () => {
    const ip = freshIp();
    setClockForTests({ fixedMs: Date.now() });
    const body = () => ({ artist: "Limitowany", title: `Limit ${unique()}`, lyrics: LYRICS });
    const first = await save({ ...body(), "g-recaptcha-response": await solvedCaptcha() }, { "CF-Connecting-IP": ip });
    expect(first.status).toBe(200);
    expect((await peek(LIMITS.anonymousWritePerIp, ip)).remaining).toBe(19);
    for (let i = 0; i < 19; i++) await hit(LIMITS.anonymousWritePerIp, ip);

    const token = await solvedCaptcha();
    const refused = await save({ ...body(), "g-recaptcha-response": token }, { "CF-Connecting-IP": ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("600");
    expect(refused.body).toEqual({ result: "error", error: "Zbyt wiele wpisów w krótkim czasie. Spróbuj ponownie za 10 min." });

    const { cookie } = await userCookie();
    expect((await save(body(), { "CF-Connecting-IP": ip, Cookie: cookie })).status).toBe(200);
    // The refused visitor's captcha was not spent: it works from another address.
    expect((await save({ ...body(), "g-recaptcha-response": token })).status).toBe(200);
  });

  it("holds under concurrency: 30 simultaneous anonymous songs from one address, 20 land (D2)", async () => {
    const ip = freshIp();
    const tokens = await Promise.all(Array.from({ length: 30 }, () => solvedCaptcha()));
    const tag = unique();
    const answers = await Promise.all(
      tokens.map((token, n) =>
        save({ artist: `Tłum ${tag}`, title: `Fala ${n}`, lyrics: LYRICS, "g-recaptcha-response": token }, { "CF-Connecting-IP": ip }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    const [{ n }] = await testDb()
      .select({ n: sql<number>`count(*)` })
      .from(schema.songs)
      .innerJoin(schema.artists, eq(schema.artists.id, schema.songs.artistId))
      .where(and(like(schema.songs.name, "Fala %"), eq(schema.artists.name, `Tłum ${tag}`)));
    expect(n).toBe(20);
  }, 60_000);

  it("limits one account too: of 40 simultaneous saves by one user, 30 land (D8)", async () => {
    const { cookie } = await userCookie();
    const tag = unique();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => save({ artist: `Zalew ${tag}`, title: `Numer ${n}`, lyrics: LYRICS }, { Cookie: cookie })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0].body).toMatchObject({ result: "error", error: "Zbyt wiele wpisów z tego konta w krótkim czasie. Spróbuj ponownie za 10 min." });
  }, 30_000);

  it("accepts one solved captcha once, even 20 times at the same instant (D2)", async () => {
    const token = await solvedCaptcha();
    const tag = unique();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => save({ artist: `Powtórka ${tag}`, title: `Kopia ${n}`, lyrics: LYRICS, "g-recaptcha-response": token })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).map((a) => a.body)).toEqual(
      Array(19).fill({ result: "error", error: "Najpierw rozwiąż captchę!", field: "captcha" }),
    );
  });

  it("refuses a cross-site POST, to the API and to the page", async () => {
    const { cookie } = await userCookie();
    const title = `Obca ${unique()}`;
    const api = await save({ artist: "Ktoś Obcy", title, lyrics: LYRICS }, { Cookie: cookie, Origin: "https://zly.example" });
    expect(api.status).toBe(403);
    const page = await postForm(
      "/dodaj",
      { intent: "add-song", artist: "Ktoś Obcy", title, lyrics: LYRICS },
      { Cookie: cookie, Origin: "https://zly.example" },
    );
    expect(page.status).toBe(403);
    expect(await testDb().select().from(schema.songs).where(eq(schema.songs.name, title))).toEqual([]);
  });
});

describe("a saved song is everywhere at once", () => {
  it("is found by search, has its page, is on its artist's page, in the newest lists and the archive count", async () => {
    const { cookie } = await userCookie();
    const tag = unique();
    const archive = async () => (await (await get("/api/get/artists/0/1")).json<{ total: number }>()).total;
    const artistsBefore = await archive();
    const answer = await save(
      { artist: `Kapela ${tag}`, title: `Ballada o szczupaku ${tag}`, lyrics: "Płynie szczupak rzeką\nA za nim okoń" },
      { Cookie: cookie },
    );
    const url = songURLOf(answer.body);
    expect(await archive()).toBe(artistsBefore + 1);

    const found = await (await get(`/api/search/${encodeURIComponent(`szczupak ${tag}`)}`)).json<{ result: { song_urlname: string }[] }>();
    expect(found.result.map((r) => r.song_urlname)).toContain(url);
    const byLyrics = await (await get("/api/search/okon%20szczupak")).json<{ result: { song_urlname: string }[] }>();
    expect(byLyrics.result.map((r) => r.song_urlname)).toContain(url);

    const page = await get(`/${url}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(textOf(html, "h1")).toBe(`Kapela ${tag} – Ballada O Szczupaku ${tag}`);
    expect(visibleText(html)).toContain("A za nim okoń");

    const artistPage = await get(`/kapela-${tag.toLowerCase()}`);
    expect(visibleText(await artistPage.text())).toContain(`Ballada O Szczupaku`);
    for (const list of ["/api/recentSongs", "/api/recentUserAddedSongs"]) {
      const { songs } = await (await get(list)).json<{ songs: { song_urlname: string }[] }>();
      expect(songs[0].song_urlname, list).toBe(url);
    }
  });
});

describe("the /dodaj page, also without JavaScript", () => {
  it("shows the form, with a captcha for visitors only", async () => {
    const visitor = await (await get("/dodaj")).text();
    expect(visitor).toContain("<title>Dodaj piosenkę | Nadinterpretacje</title>");
    const seen = visibleText(visitor);
    for (const text of ["Wykonawca", "Tytuł piosenki", "Tekst", "Zatwierdź", "Dodajesz jako Anonimowy"]) expect(seen).toContain(text);
    expect(visitor).toMatch(/<textarea[^>]*name="lyrics"/);
    expect(visitor).toContain('class="captcha-field"');

    const { user, cookie } = await userCookie();
    const member = await (await get("/dodaj", { headers: { Cookie: cookie } })).text();
    expect(visibleText(member)).toContain(`Dodajesz jako ${user.username}`);
    expect(member).not.toContain('class="captcha-field"');
  });

  it("a form post shows the spec's messages and keeps what was typed", async () => {
    const empty = await postForm("/dodaj", { intent: "add-song", artist: "", title: "", lyrics: "" });
    expect(empty.status).toBe(400);
    const seen = visibleText(await empty.text());
    for (const message of ["Nazwa wykonawcy jest wymagana!", "Tytuł piosenki jest wymagany!", "Tekst jest wymagany!"])
      expect(seen).toContain(message);

    const noCaptcha = await postForm("/dodaj", { intent: "add-song", artist: "Ktoś", title: "Bez Captchy", lyrics: "Linia do zachowania" });
    expect(noCaptcha.status).toBe(400);
    const html = await noCaptcha.text();
    expect(visibleText(html)).toContain("Najpierw rozwiąż captchę!");
    expect(html).toMatch(/<input[^>]*name="title"[^>]*value="Bez Captchy"/);
    expect(textOf(html, "textarea")).toBe("Linia do zachowania");
  });

  it("a logged-in user's form post lands on the new song; a duplicate links to the existing one", async () => {
    const { user, cookie } = await userCookie();
    const fields = { intent: "add-song", artist: `formularzowy ${unique()}`, title: "piosenka z formularza", lyrics: LYRICS };
    const saved = await postForm("/dodaj", fields, { Cookie: cookie });
    expect(saved.status).toBe(302);
    const location = saved.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/formularzowy-q[a-z0-9]+-piosenka-z-formularza$/);
    expect(await songByUrl(location.slice(1))).toMatchObject({ name: "Piosenka Z Formularza", addedBy: user.id });

    const again = await postForm("/dodaj", fields, { Cookie: cookie });
    expect(again.status).toBe(409);
    const html = await again.text();
    expect(visibleText(html)).toContain("Ta piosenka już jest w serwisie:");
    expect(html).toContain(`<a href="${location}"`);
  });
});
