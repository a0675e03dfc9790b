// Numbers as the site writes them.

/** Points with a plus sign when positive (product §2.5, §2.16: ranking and profile show '+points'). */
export function formatPoints(points: number): string {
  return points > 0 ? `+${points}` : String(points);
}

const polishPlural = new Intl.PluralRules("pl");

/** "1 piosenka", "3 piosenki", "5 piosenek": Polish picks the noun form by the number. */
export function plural(count: number, one: string, few: string, many: string): string {
  const form = polishPlural.select(count);
  return `${count} ${form === "one" ? one : form === "few" ? few : many}`;
}
