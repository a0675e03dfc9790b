// Comment bodies for the markup corpus test (decision 028): every payload of the DOMPurify
// and "big list of naughty strings" corpora, as it is and wrapped in every markup tag with
// and without a value. Shared by the Node check of the renderer (tests/node) and the
// Playwright test that posts them as comments.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export type CorpusBody = { source: "dompurify" | "blns"; index: number; wrapper: string; body: string };

/** tests/corpora: in the repository, so a fresh clone needs nothing beside it (README there). */
export const CORPORA_DIR = path.resolve(import.meta.dirname, "../corpora");

/** Every payload of both corpora, in file order. */
export async function corpusPayloads(dir = CORPORA_DIR): Promise<{ source: CorpusBody["source"]; index: number; payload: string }[]> {
  const dompurify: { payload: string }[] = (await import(pathToFileURL(path.join(dir, "dompurify-expect.mjs")).href)).default;
  const blns: string[] = JSON.parse(readFileSync(path.join(dir, "blns.json"), "utf8"));
  return [
    ...dompurify.map((test, index) => ({ source: "dompurify" as const, index, payload: test.payload })),
    ...blns.map((payload, index) => ({ source: "blns" as const, index, payload })),
  ];
}

/** Every tag of the markup (app/lib/markup/tags.ts), one spelling each plus "colour". */
export const MARKUP_TAG_NAMES = [
  "b",
  "i",
  "u",
  "s",
  "center",
  "pre",
  "code",
  "color",
  "colour",
  "size",
  "noparse",
  "url",
  "img",
  "q",
  "blockquote",
  "youtube",
  "iframe",
  "samp",
  "reklama",
] as const;

type Wrapper = [name: string, wrap: (p: string) => string];

/**
 * How a payload `p` is placed in a body: as it is, then in every tag as its content and as
 * its value; the tags that take an address or an alignment also get a valid one with the
 * payload as content.
 */
export const CORPUS_WRAPPERS: Wrapper[] = [
  ["plain", (p) => p],
  ...MARKUP_TAG_NAMES.flatMap((tag): Wrapper[] => [
    [`[${tag}]…[/${tag}]`, (p) => `[${tag}]${p}[/${tag}]`],
    [`[${tag}=…]x[/${tag}]`, (p) => `[${tag}=${p}]x[/${tag}]`],
  ]),
  ...["url", "q", "blockquote"].map(
    (tag): Wrapper => [`[${tag}=https://example.com/]…[/${tag}]`, (p) => `[${tag}=https://example.com/]${p}[/${tag}]`],
  ),
  ["[img=left]…[/img]", (p) => `[img=left]${p}[/img]`],
];

/**
 * The bodies to post: each payload in each wrapper, de-duplicated. Bodies that are empty
 * after trimming (the server refuses them) or longer than `maxLength` (the comment limit)
 * are left out.
 */
export async function markupCorpusBodies(options: { dir?: string; maxLength?: number } = {}): Promise<CorpusBody[]> {
  const seen = new Set<string>();
  const bodies: CorpusBody[] = [];
  for (const { source, index, payload } of await corpusPayloads(options.dir)) {
    for (const [wrapper, wrap] of CORPUS_WRAPPERS) {
      const body = wrap(payload);
      if (!body.trim() || (options.maxLength !== undefined && body.length > options.maxLength) || seen.has(body)) continue;
      seen.add(body);
      bodies.push({ source, index, wrapper, body });
    }
  }
  return bodies;
}
