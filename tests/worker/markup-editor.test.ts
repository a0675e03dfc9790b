// The markup editor's parts that need no browser: the plain-text summary, the character
// count, wrapping a selection, and the server-rendered form that works without JavaScript.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MarkupEditor } from "~/components/markup-editor";
import { applyEdit, countChars, wrapSelection } from "@core/markup/edit";
import { markupToPlainText } from "@core/markup/plain-text";

describe("plain text of a marked-up comment", () => {
  it("drops formatting, keeps link text and line breaks, leaves nothing for media", () => {
    const text =
      "[b]Pogrubione[/b] i [color=red]czerwone[/color]\n[url=https://example.com]strona[/url] [img]https://e.pl/a.png[/img][youtube]dQw4w9WgXcQ[/youtube]koniec";
    expect(markupToPlainText(text, "user")).toBe("Pogrubione i czerwone\nstrona koniec");
  });

  it("keeps what the reader sees as text: literal tags, unmatched closing tags, code", () => {
    expect(markupToPlainText("[code][b]x[/b][/code] y[/i] [foo] <b>", "user")).toBe("[b]x[/b] y[/i] [foo] <b>");
    expect(markupToPlainText("[url]https://example.com[/url][reklama]", "visitor")).toBe("[url]https://example.com[/url][reklama]");
    expect(markupToPlainText("a[reklama]b", "admin")).toBe("ab");
  });
});

describe("character count", () => {
  it("counts as the server's limit does: UTF-16 units, a line break is one", () => {
    expect(countChars("")).toBe(0);
    expect(countChars("zażółć")).toBe(6);
    expect(countChars("🎵a")).toBe(3);
    expect(countChars("[b]x[/b]")).toBe(8);
    expect(countChars("a\r\nb\nc\rd")).toBe(7);
  });
});

describe("wrapping the selection", () => {
  it("wraps the selected text and keeps it selected", () => {
    const edit = wrapSelection("ala ma kota", 4, 6, "b");
    expect(applyEdit("ala ma kota", edit)).toBe("ala [b]ma[/b] kota");
    expect([edit.selectionStart, edit.selectionEnd]).toEqual([7, 9]);
  });

  it("puts the caret between the tags when nothing is selected", () => {
    const edit = wrapSelection("ab", 1, 1, "i");
    expect(applyEdit("ab", edit)).toBe("a[i][/i]b");
    expect([edit.selectionStart, edit.selectionEnd]).toEqual([4, 4]);
  });

  it("a second press removes the tags around the selection", () => {
    const first = wrapSelection("ala ma kota", 4, 6, "u");
    const wrapped = applyEdit("ala ma kota", first);
    const second = wrapSelection(wrapped, first.selectionStart, first.selectionEnd, "u");
    expect(applyEdit(wrapped, second)).toBe("ala ma kota");
    expect([second.selectionStart, second.selectionEnd]).toEqual([4, 6]);
  });

  it("unwraps a selection that includes the tags", () => {
    const edit = wrapSelection("x [B]y[/b] z", 2, 10, "b");
    expect(applyEdit("x [B]y[/b] z", edit)).toBe("x y z");
    expect([edit.selectionStart, edit.selectionEnd]).toEqual([2, 3]);
  });

  it("accepts a backwards selection", () => {
    expect(applyEdit("abc", wrapSelection("abc", 2, 1, "b"))).toBe("a[b]b[/b]c");
  });
});

describe("the editor without JavaScript", () => {
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(MarkupEditor, { name: "comment_text", label: "Komentarz", limit: 10, trust: "user", defaultValue: "[b]<x>[/b] zażółć" }),
    ),
  );

  it("is a labelled textarea holding the text, submitted under its name", () => {
    const textarea = /<textarea ([^>]*)>([^<]*)<\/textarea>/.exec(html);
    expect(textarea?.[1]).toContain('name="comment_text"');
    expect(textarea?.[2]).toBe("[b]&lt;x&gt;[/b] zażółć");
    const id = /id="([^"]+)"/.exec(textarea?.[1] ?? "")?.[1];
    expect(html).toContain(`<label class="markup-editor-label" for="${id}">Komentarz</label>`);
  });

  it("shows the bold, italic and underline buttons, inactive until the script runs", () => {
    const buttons = [...html.matchAll(/<button [^>]*aria-label="([^"]+)"[^>]*>/g)];
    expect(buttons.map((match) => match[1])).toEqual(["Pogrubienie (Ctrl+B)", "Kursywa (Ctrl+I)", "Podkreślenie (Ctrl+U)"]);
    for (const [button] of buttons) expect(button).toContain("disabled");
    expect(html).toContain('type="button"');
    expect(html).not.toContain('type="submit"');
  });

  it("counts the characters against the limit", () => {
    expect(html).toContain("Za długi tekst: 17 / 10 znaków");
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain("maxLength");
  });

  it("fits a form kit Field: no label of its own, the field's messages describe it, a hard limit on request", () => {
    const inField = renderToStaticMarkup(
      createElement(MarkupEditor, { name: "text", id: "f1", describedBy: "f1-error", invalid: true, limit: 5000, hardLimit: true, trust: "visitor" }),
    );
    expect(inField).not.toContain("<label");
    expect(inField).toMatch(/<textarea id="f1" name="text" rows="6" maxLength="5000" aria-describedby="f1-error f1-count" aria-invalid="true">/);
    expect(inField).toContain('<p id="f1-count" class="markup-editor-count">0 / 5000 znaków</p>');
  });
});
