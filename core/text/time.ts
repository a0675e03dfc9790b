import { TIME_ZONE } from "../constants";

const partsFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hour12: false,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Unix seconds of the most recent midnight in Warsaw ("best today" starts there). */
export function warsawMidnight(nowMs: number): number {
  const parts = Object.fromEntries(partsFormatter.formatToParts(new Date(nowMs)).map((p) => [p.type, p.value]));
  const hour = Number(parts.hour) % 24;
  const sinceMidnight = hour * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  return Math.floor(nowMs / 1000) - sinceMidnight;
}

const dateFormatter = new Intl.DateTimeFormat("pl-PL", { timeZone: TIME_ZONE, dateStyle: "long" });

// Intl formatting is one of the dearest calls of a page's render, and a list page shows a date
// per item. Warsaw's offset from UTC is a whole number of hours, so every moment of one UTC hour
// falls on the same Warsaw date: dates are kept per hour, per isolate, up to a bound.
const datesByHour = new Map<number, string>();
const DATES_KEPT = 5000;

export function formatDate(unixSeconds: number): string {
  const hour = Math.floor(unixSeconds / 3600);
  let date = datesByHour.get(hour);
  if (date === undefined) {
    if (datesByHour.size >= DATES_KEPT) datesByHour.clear();
    date = dateFormatter.format(new Date(hour * 3600 * 1000));
    datesByHour.set(hour, date);
  }
  return date;
}
