import { formatDate } from "@core/text/time";

/** A date as the site writes it ('21 listopada 2026' in Warsaw), machine-readable in dateTime. */
export function DateTime({ timestamp }: { timestamp: number }) {
  return <time dateTime={new Date(timestamp * 1000).toISOString()}>{formatDate(timestamp)}</time>;
}
