// `npm run bench:markup`: how long the forum markup takes for hostile and ordinary comments
// (decision 028). Node, React's production build, after a warm-up; prints the figures.
// Three stages per input: the parser alone, parser + React elements, and the whole server
// render to static markup (what a page pays per comment).
// React picks its build when first imported, so everything is imported after this line.
process.env.NODE_ENV = "production";
export {};

const { createElement } = await import("react");
const { renderToStaticMarkup } = await import("react-dom/server");
const { MemoryRouter } = await import("react-router");
const { parseMarkup } = await import("@core/markup/parser");
const { renderMarkup } = await import("~/lib/markup/render");
const { markupToPlainText } = await import("@core/markup/plain-text");

const PARAGRAPH =
  "[b]Moja interpretacja:[/b] ten refren to tak naprawdę list do [i]sąsiada[/i], który o 6:00 wierci w ścianie. " +
  "Zwrotka druga [color=red]potwierdza[/color] to [size=1.5]ponad wszelką wątpliwość[/size]; kto słucha uważnie, ten słyszy wiertarkę. " +
  "Źródło: [url=https://example.com/wywiad?rok=2019]wywiad[/url].\n[q]Cytat, który niczego nie dowodzi.[/q]\n\n";

function ordinary(length: number): string {
  let text = "";
  while (text.length < length) text += PARAGRAPH;
  return text.slice(0, length);
}

const INPUTS: [string, string][] = [
  ["10,000 nested tags", `${"[b]".repeat(10_000)}x`],
  ["5,000 unmatched closing tags", "[/b]".repeat(5_000)],
  ["20 KB ordinary comment", ordinary(20_000)],
];

const NULL_SINK = { text() {}, lineBreak() {}, unmatched() {}, open() {}, close() {}, image() {}, video() {}, ad() {} };

const STAGES: [string, (text: string) => unknown][] = [
  ["parse", (text) => parseMarkup(text, "admin", NULL_SINK)],
  ["plain text", (text) => markupToPlainText(text, "admin")],
  ["React elements", (text) => renderMarkup(text, "admin")],
  [
    "static markup",
    (text) => renderToStaticMarkup(createElement(MemoryRouter, null, createElement("div", { className: "markup" }, renderMarkup(text, "admin")))),
  ],
];

function measure(run: () => unknown, rounds: number): { median: number; p95: number } {
  for (let i = 0; i < 20; i++) run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(rounds * 0.5)], p95: times[Math.floor(rounds * 0.95)] };
}

const ms = (value: number) => `${value.toFixed(3)} ms`.padStart(11);
console.log(`Node ${process.version}, React production build, 200 rounds after 20 warm-up rounds\n`);
for (const [name, text] of INPUTS) {
  const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement("div", null, renderMarkup(text, "admin"))));
  const { steps } = parseMarkup(text, "admin", NULL_SINK);
  console.log(`${name}: ${text.length} characters in, ${html.length} characters of HTML out, ${steps} parser steps`);
  for (const [stage, run] of STAGES) {
    const { median, p95 } = measure(() => run(text), 200);
    console.log(`  ${stage.padEnd(15)} median ${ms(median)}   p95 ${ms(p95)}`);
  }
}
