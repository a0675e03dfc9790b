import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exportLrc, importLrc, type LineTimings, lrcTime, normalizeLyricLine as normalize, validateTimings } from "@core/media/lrc";
import { isAnnotatableLine } from "@core/rules/lyric-lines";

// Blank, marker and chord lines cannot carry a time; the repeated lines can, each once.
const LYRICS = [
  "[Zwrotka 1]",
  "Wlazł kotek na płotek i mruga,",
  "Ładna to piosenka, niedługa.",
  "",
  "Refren:",
  "Wlazł kotek na płotek i mruga,",
  "C G a E",
  "Zaśpiewaj, koteczku, jeszcze raz!",
];

const errorsOf = (text: string, duration?: number) => {
  const result = importLrc(text, LYRICS, duration);
  return result.ok ? [] : result.errors;
};

describe("LRC import", () => {
  it("maps time-tagged lines onto the song's selectable lines, repeated lines in order", () => {
    const lrc = [
      "[ar:Ludowa]",
      "[ti:Wlazł kotek]",
      "[00:01.50] Wlazł kotek na płotek i mruga,",
      "[00:04.25]ładna to piosenka niedługa",
      "[00:07.00]",
      "[00:09.10]WLAZŁ KOTEK NA PŁOTEK I MRUGA!",
      "[00:12.5]Zaśpiewaj, <00:12.70>koteczku, <00:13.10>jeszcze raz!",
    ].join("\r\n");
    expect(importLrc(lrc, LYRICS)).toEqual({ ok: true, timings: [null, 1.5, 4.25, null, null, 9.1, null, 12.5] });
  });

  it("reads several times on one line, [mm:ss:xx], a byte order mark and an offset", () => {
    const lrc =
      "\uFEFF[offset:+500]\n[00:02:00][00:10.00]Wlazł kotek na płotek i mruga,\n[00:05]Ładna to piosenka, niedługa.\n[00:20.00]Zaśpiewaj, koteczku, jeszcze raz!";
    expect(importLrc(lrc, LYRICS)).toEqual({ ok: true, timings: [null, 1.5, 4.5, null, null, 9.5, null, 19.5] });
  });

  it("says in Polish when a text is not LRC", () => {
    expect(errorsOf("")).toEqual(["To nie jest tekst LRC: nie ma w nim ani jednej linii z czasem, np. [01:05.20] Tekst linii."]);
    expect(errorsOf("Wlazł kotek na płotek i mruga,\nŁadna to piosenka")).toEqual([
      "Linia 1: „Wlazł kotek na płotek i mruga,” nie zaczyna się od czasu [mm:ss.xx], więc to nie jest linia LRC.",
      "Linia 2: „Ładna to piosenka” nie zaczyna się od czasu [mm:ss.xx], więc to nie jest linia LRC.",
    ]);
    expect(errorsOf("[1.05]Wlazł kotek na płotek i mruga,")).toEqual([
      "Linia 1: „[1.05]” to nie jest czas LRC — zapisz go jako [mm:ss.xx], np. [01:05.20].",
    ]);
    expect(errorsOf("[01:75.00]Wlazł kotek na płotek i mruga,")).toEqual([
      "Linia 1: nieprawidłowy czas [01:75.00] — sekundy muszą mieć dwie cyfry, od 00 do 59.",
    ]);
    expect(errorsOf("[offset:soon]\n[00:01.00]Wlazł kotek na płotek i mruga,")).toEqual([
      "Linia 1: nieprawidłowe przesunięcie [offset:soon] — podaj liczbę milisekund, np. [offset:+250].",
    ]);
    expect(errorsOf("x".repeat(200_001))).toEqual(["Plik LRC jest za długi (najwyżej 200000 znaków)."]);
  });

  it("refuses lines the song does not have", () => {
    expect(errorsOf("[00:01.00]Stary niedźwiedź mocno śpi")).toEqual([
      "Linia 1: „Stary niedźwiedź mocno śpi” — nie ma takiej linii w tekście tej piosenki.",
    ]);
  });

  it("refuses times that do not rise with the lines, and equal times", () => {
    expect(
      errorsOf("[00:05.00]Ładna to piosenka, niedługa.\n[00:09.00]Zaśpiewaj, koteczku, jeszcze raz!\n[00:07.00]Ładna to piosenka, niedługa."),
    ).toEqual([
      "Linia 3: „Ładna to piosenka, niedługa.” ma czas [00:07.00], ale w tekście piosenki nie ma jej już po liniach z wcześniejszymi czasami — czasy muszą rosnąć razem z kolejnością linii.",
    ]);
    expect(errorsOf("[00:05.00]Wlazł kotek na płotek i mruga,\n[00:05.00]Ładna to piosenka, niedługa.")).toEqual([
      "Linia 2: czas [00:05.00] jest taki sam jak w linii 1 — czasy muszą rosnąć.",
    ]);
  });

  it("refuses more times for a line than the song has copies of it (one time per selectable line)", () => {
    const lrc = [
      "[00:01.00]Wlazł kotek na płotek i mruga,",
      "[00:05.00]Wlazł kotek na płotek i mruga,",
      "[00:09.00]Wlazł kotek na płotek i mruga,",
    ].join("\n");
    expect(errorsOf(lrc)).toEqual([
      "Linia 3: „Wlazł kotek na płotek i mruga,” ma czas [00:09.00], ale w tekście piosenki nie ma jej już po liniach z wcześniejszymi czasami — czasy muszą rosnąć razem z kolejnością linii.",
    ]);
  });

  it("refuses times past the end of the video", () => {
    expect(errorsOf("[00:01.00]Wlazł kotek na płotek i mruga,\n[03:01.00]Ładna to piosenka, niedługa.", 180)).toEqual([
      "Linia 2: czas [03:01.00] wypada po końcu teledysku (3:00).",
    ]);
    expect(errorsOf("[00:00.20]Wlazł kotek na płotek i mruga,\n[offset:+500]")).toEqual([
      "Linia 1: po przesunięciu [offset] czas [00:00.20] wypada przed początkiem teledysku.",
    ]);
  });

  it("lists ten errors at most, then counts the rest", () => {
    const errors = errorsOf(Array.from({ length: 15 }, (_, i) => `nie LRC ${i}`).join("\n"));
    expect(errors).toHaveLength(11);
    expect(errors[10]).toBe("…i jeszcze 5 błędów.");
  });
});

describe("timings rules", () => {
  it("accepts rising times on selectable lines", () => {
    expect(validateTimings(LYRICS, [null, 1, 4, null, null, 9, null, 12.5], 200)).toEqual([]);
  });

  it("names each broken rule with its line", () => {
    expect(validateTimings(LYRICS, [null, 1], 200)).toEqual([
      "Czasów jest 2, a linii tekstu 8 — każda linia potrzebuje swojego miejsca (czas albo puste).",
    ]);
    expect(validateTimings(LYRICS, [0, 5, 4, null, null, 300, 12, "13"], 200)).toEqual([
      "Linia 1: ta linia nie może mieć czasu (jest pusta albo to oznaczenie sekcji, chwyty czy powtórzenie).",
      "Linia 3: czas 0:04 nie jest późniejszy niż 0:05 w linii 2 — czasy muszą rosnąć.",
      "Linia 6: czas 5:00 wypada po końcu teledysku (3:20).",
      "Linia 7: ta linia nie może mieć czasu (jest pusta albo to oznaczenie sekcji, chwyty czy powtórzenie).",
      "Linia 8: czas musi być liczbą sekund, nie mniejszą niż 0.",
    ]);
    expect(validateTimings(LYRICS, [null, -1, Number.NaN, null, null, Number.POSITIVE_INFINITY, null, null])).toHaveLength(3);
  });
});

describe("LRC export", () => {
  it("writes the timed lines in order, with the song's tags", () => {
    expect(lrcTime(65.2)).toBe("01:05.20");
    expect(lrcTime(3600)).toBe("60:00.00");
    expect(exportLrc(LYRICS, [null, 1.5, 4.25, null, null, 9.1, null, null], { artist: "Ludowa", title: "Wlazł [kotek]", duration: 125 })).toBe(
      "[ar:Ludowa]\n[ti:Wlazł [kotek]\n[length:02:05]\n[00:01.50]Wlazł kotek na płotek i mruga,\n[00:04.25]Ładna to piosenka, niedługa.\n[00:09.10]Wlazł kotek na płotek i mruga,\n",
    );
  });

  it("round-trips: rising timings on selectable lines come back from their export", () => {
    const selectable = LYRICS.map((line, index) => (isAnnotatableLine(line) ? index : -1)).filter((i) => i >= 0);
    // A file names lines by their words, so a repeated line's time goes to its first copy
    // still free: the timed set holds every earlier copy of a timed line (as syncing does).
    const closed = (lines: number[]) => selectable.filter((i) => lines.some((j) => j >= i && normalize(LYRICS[j]) === normalize(LYRICS[i])));
    const arbitraryTimings = fc
      .tuple(
        fc.uniqueArray(fc.integer({ min: 0, max: 99_999_900 }), { minLength: selectable.length, maxLength: selectable.length }),
        fc.subarray(selectable),
      )
      .map(([hundredths, picked]): LineTimings => {
        const times = hundredths.sort((a, b) => a - b);
        const timings: LineTimings = LYRICS.map(() => null);
        closed(picked).forEach((line, i) => {
          timings[line] = times[i] / 100;
        });
        return timings;
      });
    fc.assert(
      fc.property(arbitraryTimings, (timings) => {
        expect(validateTimings(LYRICS, timings)).toEqual([]);
        const lrc = exportLrc(LYRICS, timings, { artist: "Ludowa", title: "Wlazł kotek" });
        const expected = timings.some((t) => t !== null)
          ? { ok: true, timings }
          : { ok: false, errors: ["To nie jest tekst LRC: nie ma w nim ani jednej linii z czasem, np. [01:05.20] Tekst linii."] };
        expect(importLrc(lrc, LYRICS)).toEqual(expected);
      }),
    );
  });

  it("gives a repeated line's only time to its first copy", () => {
    const timings: LineTimings = [null, null, null, null, null, 9, null, null];
    expect(importLrc(exportLrc(LYRICS, timings), LYRICS)).toEqual({ ok: true, timings: [null, 9, null, null, null, null, null, null] });
  });
});
