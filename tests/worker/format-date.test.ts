import { describe, expect, it } from "vitest";
import { formatDate } from "@core/text/time";

// formatDate keeps one date per UTC hour (core/text/time.ts): it must still say what Intl says
// for every second, on both sides of Warsaw's midnights and of both clock changes.
const intl = new Intl.DateTimeFormat("pl-PL", { timeZone: "Europe/Warsaw", dateStyle: "long" });
const at = (iso: string) => Date.parse(iso) / 1000;

describe("formatDate", () => {
  it("writes the Warsaw date in words", () => {
    expect(formatDate(at("2026-11-21T12:00:00Z"))).toBe("21 listopada 2026");
    // 23:30 UTC is already the next day in Warsaw (UTC+1 in winter, +2 in summer).
    expect(formatDate(at("2026-11-21T23:30:00Z"))).toBe("22 listopada 2026");
    expect(formatDate(at("2026-07-01T21:59:59Z"))).toBe("1 lipca 2026");
    expect(formatDate(at("2026-07-01T22:00:00Z"))).toBe("2 lipca 2026");
  });

  it("agrees with Intl around every midnight and clock change of two years, asked in any order", () => {
    const seconds: number[] = [];
    for (let day = at("2025-01-01T00:00:00Z"); day < at("2027-01-01T00:00:00Z"); day += 86_400) {
      // Around 22:00 and 23:00 UTC (Warsaw's midnight in summer and in winter), and the hour
      // of the clock changes (01:00 UTC).
      for (const offset of [-1, 0, 1, 1799, 3599, 3600, 3601]) {
        seconds.push(day + 22 * 3600 + offset, day + 23 * 3600 + offset, day + 3600 + offset);
      }
    }
    for (const s of [...seconds].reverse().concat(seconds)) {
      expect(formatDate(s)).toBe(intl.format(new Date(s * 1000)));
    }
  });
});
