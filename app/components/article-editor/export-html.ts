// The editor's HTML as the raw-HTML view shows it and the server stores it. Lexical's own
// export is made for pasting into other apps (<b><strong class style="white-space…">);
// an article wants the plain tags, so text is exported as nested semantic tags and editor
// attributes (classes, dir, list numbering) are dropped. The server sanitises whatever comes.
import { $generateHtmlFromNodes } from "@lexical/html";
import { $getDocument, TextNode, type DOMExportOutput, type LexicalEditor, type LexicalNode, type TextFormatType } from "lexical";

// Innermost first: <strong><em><u>text</u></em></strong>.
const FORMAT_TAGS: [TextFormatType, string][] = [
  ["code", "code"],
  ["strikethrough", "s"],
  ["underline", "u"],
  ["italic", "em"],
  ["bold", "strong"],
];

function exportText(_editor: LexicalEditor, node: LexicalNode): DOMExportOutput {
  const text = node as TextNode;
  const document = $getDocument();
  let element: HTMLElement | Text = document.createTextNode(text.getTextContent());
  for (const [format, tag] of FORMAT_TAGS) {
    if (!text.hasFormat(format)) continue;
    const wrapper = document.createElement(tag);
    wrapper.appendChild(element);
    element = wrapper;
  }
  return { element };
}

export const EXPORT_OVERRIDES = new Map([[TextNode, exportText]]);

const KEPT_STYLE = /^\s*text-align\s*:\s*(left|right|center|justify)\s*;?\s*$/i;

function tidy(root: DocumentFragment): void {
  for (const element of Array.from(root.querySelectorAll("*"))) {
    for (const { name, value } of Array.from(element.attributes)) {
      const editorOnly = name === "class" || name === "dir" || name === "value" || name.startsWith("data-");
      if (editorOnly || (name === "style" && !KEPT_STYLE.test(value))) element.removeAttribute(name);
    }
    if (element.localName === "span" && element.attributes.length === 0) element.replaceWith(...Array.from(element.childNodes));
  }
}

/** The article HTML of the editor's current state; call inside a read or update. */
export function $articleHtml(editor: LexicalEditor): string {
  const template = $getDocument().createElement("template");
  template.innerHTML = $generateHtmlFromNodes(editor, null);
  tidy(template.content);
  return template.innerHTML;
}
