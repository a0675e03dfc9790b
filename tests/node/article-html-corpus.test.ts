// The article sanitiser (decision 026) against the DOMPurify and naughty-strings corpora: every
// payload comes out as HTML that holds only allow-listed elements, attributes and addresses,
// and sanitising the output again changes nothing. The browser proof of the same payloads is
// tests/e2e/sanitizer-corpus.spec.ts.
import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "@worker/services/article-html";
import { corpusPayloads } from "../support/markup-corpus";
import { articleHtmlProblems } from "../support/article-html-safety";

describe("article sanitiser corpus", () => {
  it("every payload comes out allow-listed and stable", async () => {
    const payloads = await corpusPayloads();
    expect(payloads.length).toBeGreaterThan(700);
    const problems: string[] = [];
    for (const { source, index, payload } of payloads) {
      const output = await sanitizeArticleHtml(payload);
      for (const problem of articleHtmlProblems(output)) problems.push(`${source} ${index + 1}: ${problem}`);
      if ((await sanitizeArticleHtml(output)) !== output) problems.push(`${source} ${index + 1}: not stable`);
    }
    expect(problems).toEqual([]);
  });
});
