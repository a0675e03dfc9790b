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

export function formatDate(unixSeconds: number): string {
  return dateFormatter.format(new Date(unixSeconds * 1000));
}
