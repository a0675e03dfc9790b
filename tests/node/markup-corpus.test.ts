// The renderer against the DOMPurify and naughty-strings corpora (decision 028): every payload,
// as it is and inside every tag, renders for a visitor and for the admin (who may use every
// tag) to HTML that holds only allow-listed elements and http(s) addresses.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CONTRIBUTION_LIMITS } from "@core/schemas/contribution";
import { markupToPlainText } from "@core/markup/plain-text";
import { renderMarkup } from "~/lib/markup/render";
import type { MarkupTrust } from "@core/markup/tags";
import { type CorpusBody, markupCorpusBodies } from "../support/markup-corpus";
import { markupProblems } from "../support/markup-safety";

/** Bodies are rendered a batch at a time (one router, one render call), each in its own block. */
const BATCH = 250;

function problemsOf(bodies: CorpusBody[], trust: MarkupTrust): string[] {
  const blocks = bodies.map(({ body }, key) => createElement("div", { key, className: "markup" }, renderMarkup(body, trust)));
  const html = renderToStaticMarkup(createElement(MemoryRouter, null, blocks));
  const problems = markupProblems(html);
  if (trust === "visitor" && /<(?:a|img|iframe|aside)\b|\bcite=/.test(html))
    problems.push("a link, image, embed, ad or citation address from a visitor");
  for (const { body } of bodies) markupToPlainText(body, trust);
  return problems;
}

describe("markup corpus", () => {
  it("every body renders to allow-listed, http(s)-only HTML", { timeout: 600_000 }, async () => {
    const bodies = await markupCorpusBodies({ maxLength: CONTRIBUTION_LIMITS.comment });
    expect(bodies.length).toBeGreaterThan(25_000);
    const failures: string[] = [];
    for (const trust of ["visitor", "admin"] as const) {
      for (let start = 0; start < bodies.length; start += BATCH) {
        const batch = bodies.slice(start, start + BATCH);
        if (problemsOf(batch, trust).length === 0) continue;
        // Name the culprits one by one.
        for (const body of batch) {
          const problems = problemsOf([body], trust);
          if (problems.length > 0) failures.push(`${body.source} #${body.index} ${body.wrapper} (${trust}): ${problems.join("; ")}`);
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
