import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkLoopRange,
  formatTime,
  LOOP_RANGE_MESSAGE,
  loopCorrection,
  loopFromSearch,
  parseLoopRange,
  parseTime,
  searchWithLoop,
  searchWithoutLoop,
} from "@core/media/media-time";
import { parseSongView } from "@core/pages/song-view";
import { embedUrl } from "@core/media/video-embed";

const seconds = (text: string) => {
  const result = parseTime(text);
  if (!result.ok) throw new Error(result.message);
  return result.seconds;
};
const problem = (text: string) => {
  const result = parseTime(text);
  return result.ok ? null : result.message;
};

describe("times typed by a visitor", () => {
  it("reads seconds, m:ss and h:mm:ss, with a dot or a comma before a fraction", () => {
    expect(seconds("0")).toBe(0);
    expect(seconds("75")).toBe(75);
    expect(seconds(" 1:15 ")).toBe(75);
    expect(seconds("0:05")).toBe(5);
    expect(seconds("12:05.25")).toBe(725.25);
    expect(seconds("1,5")).toBe(1.5);
    expect(seconds("90:00")).toBe(5400);
    expect(seconds("1:01:15")).toBe(3675);
    expect(seconds("999999")).toBe(999999);
  });

  it("refuses bad times, each with its own Polish reason", () => {
    expect(problem("1:75")).toBe("Sekundy muszą być od 00 do 59 (wpisano „1:75”).");
    expect(problem("-3")).toBe("Czas nie może być ujemny.");
    expect(problem("1e3")).toBe("„1e3” to nie jest czas. Wpisz sekundy (np. 75) albo minuty:sekundy (np. 1:15).");
    expect(problem("")).toBe("Podaj czas. Wpisz sekundy (np. 75) albo minuty:sekundy (np. 1:15).");
    expect(problem("   ")).toMatch(/^Podaj czas\./);
    expect(problem("99999999")).toBe("Czas może wynosić najwyżej 999999 s (277:46:39).");
    expect(problem("1:5")).toBe("Po dwukropku podaj dwie cyfry sekund, np. 1:05 (wpisano „1:5”).");
    expect(problem("1:75:00")).toMatch(/minuty muszą mieć dwie cyfry, od 00 do 59/);
    for (const text of ["abc", "1:2:3:4", "0x10", "Infinity", "NaN", "1.2.3", "1:05:", ":30", "½"]) {
      expect(problem(text), text).toMatch(/to nie jest czas/);
    }
  });

  it("formats seconds the way the inputs and the address show them", () => {
    expect(formatTime(0)).toBe("0:00");
    expect(formatTime(5)).toBe("0:05");
    expect(formatTime(65)).toBe("1:05");
    expect(formatTime(65.5)).toBe("1:05.5");
    expect(formatTime(65.25)).toBe("1:05.25");
    expect(formatTime(3725)).toBe("1:02:05");
    expect(formatTime(59.999)).toBe("1:00");
  });

  it("reads back whatever it formats (hundredths of a second)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_900 }), (hundredths) => {
        const value = hundredths / 100;
        expect(seconds(formatTime(value))).toBe(value);
      }),
    );
  });

  it("never throws, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseTime(text);
        if (result.ok) expect(result.seconds).toBeGreaterThanOrEqual(0);
        else expect(result.message.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe("loop ranges", () => {
  it("needs both times and an end after the start", () => {
    expect(parseLoopRange("0:05", "0:10")).toEqual({ ok: true, range: { start: 5, end: 10 } });
    expect(parseLoopRange("0:10", "0:05")).toEqual({ ok: false, message: "Koniec pętli (0:05) musi być później niż początek (0:10)." });
    expect(parseLoopRange("0:10", "10")).toMatchObject({ ok: false });
    expect(parseLoopRange("1:75", "2:00")).toEqual({ ok: false, message: "Początek: sekundy muszą być od 00 do 59 (wpisano „1:75”)." });
    expect(parseLoopRange("0:00", "")).toMatchObject({ ok: false, message: expect.stringMatching(/^Koniec: podaj czas\./) });
    expect(LOOP_RANGE_MESSAGE).toBe("please set correct time range for loop!");
  });

  it("checks the start against the video's length once it is known; the end may lie past it", () => {
    expect(checkLoopRange(20, 60, 30)).toEqual({ ok: true, range: { start: 20, end: 60 } });
    expect(checkLoopRange(45, 60, 30)).toEqual({ ok: false, message: "Początek pętli (0:45) wypada po końcu teledysku (0:30)." });
    expect(checkLoopRange(45, 60, null)).toMatchObject({ ok: true });
  });

  it("wraps at the end and after a scrub well before the start, and nowhere else", () => {
    const range = { start: 5, end: 10 };
    expect(loopCorrection(5, range)).toBeNull();
    expect(loopCorrection(9.99, range)).toBeNull();
    expect(loopCorrection(10, range)).toBe(5);
    expect(loopCorrection(31, range)).toBe(5);
    expect(loopCorrection(4.5, range)).toBeNull();
    expect(loopCorrection(3, range)).toBe(5);
  });
});

describe("the loop in the song page address", () => {
  it("reads ?od=&do=, and says why a range it cannot use is ignored", () => {
    expect(loopFromSearch(new URLSearchParams("od=1:05&do=1:20"))).toEqual({ range: { start: 65, end: 80 }, problem: null });
    expect(loopFromSearch(new URLSearchParams("linia=2"))).toEqual({ range: null, problem: null });
    for (const bad of ["od=1:75&do=1:20", "od=-3&do=10", "od=1e3&do=2000", "od=&do=10", "od=0&do=99999999", "od=20&do=10", "do=10"]) {
      const loop = loopFromSearch(new URLSearchParams(bad));
      expect(loop.range, bad).toBeNull();
      expect(loop.problem, bad).toMatch(/^Adres zawiera zakres pętli, którego nie da się użyć \(.+\) — zostają domyślne czasy\.$/);
    }
  });

  it("is part of the song view, next to the tab and the line", () => {
    const view = parseSongView("komentarze", new URLSearchParams("linia=3&od=0:05&do=0:10"));
    expect(view).toMatchObject({ tab: "komentarze", line: 3, loop: { start: 5, end: 10 }, loopProblem: null });
    expect(parseSongView(undefined, new URLSearchParams("od=zzz&do=1"))).toMatchObject({ loop: null, loopProblem: expect.any(String) });
  });

  it("writes the range with readable colons and keeps the rest of the query", () => {
    const search = new URLSearchParams("linia=0&wszystkie=1&od=0:01&do=0:02");
    expect(searchWithLoop(search, { start: 65, end: 80.5 })).toBe("linia=0&wszystkie=1&od=1:05&do=1:20.5");
    expect(searchWithLoop(search, null)).toBe("linia=0&wszystkie=1");
    expect(searchWithoutLoop(new URLSearchParams("wszystkie=1&linia=0&od=1:00&do=2:00"))).toBe("wszystkie=1&linia=0");
  });

  it("plays a section in one embed address", () => {
    expect(embedUrl("dQw4w9WgXcQ", { start: 15, end: 20 })).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=15&end=20");
    expect(embedUrl("dQw4w9WgXcQ", { start: 15.5, end: 19.2 })).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=15&end=20");
    expect(embedUrl("dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  });
});
