// The one XML writer of the sitemaps and feeds. User text reaches those documents (song and
// article titles, interpretations), so text is escaped here and nowhere else: a caller passes
// strings, the writer decides they are text. Markup exists only as `Xml` values made by
// `element`, so a string can never be taken for markup. No CDATA: a CDATA section ends at the
// first "]]>" in the text, and escaping every special character is simpler and always right.

const WRITER: unique symbol = Symbol("xml writer");

/** Serialised markup; only this module can make one (the constructor wants its private token). */
export class Xml {
  readonly #markup: string;
  constructor(token: typeof WRITER, markup: string) {
    if (token !== WRITER) throw new Error("xml: markup is made by element()");
    this.#markup = markup;
  }
  toString(): string {
    return this.#markup;
  }
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/**
 * Characters XML 1.0 does not allow at all, even escaped (C0 controls but tab and line
 * breaks, lone surrogates, U+FFFE and U+FFFF): one of them makes the whole document
 * ill-formed for every reader, so they are dropped.
 */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text for an element's content or an attribute's value: every & < > " ' escaped. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

// Names are ours, never user text; a bad one is a programming error.
const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;

function checkName(name: string): string {
  if (!NAME.test(name)) throw new Error(`xml: invalid name ${JSON.stringify(name)}`);
  return name;
}

export type Attributes = Readonly<Record<string, string | undefined>>;
/** An element's content: text (escaped here), child elements, or nothing. */
export type Content = string | readonly (Xml | null | undefined)[];

/** `<name attr="…">content</name>`, or `<name attr="…"/>` when there is no content. */
export function element(name: string, attributes: Attributes | null, content: Content = []): Xml {
  let open = `<${checkName(name)}`;
  for (const [key, value] of Object.entries(attributes ?? {})) {
    if (value !== undefined) open += ` ${checkName(key)}="${escapeXml(value)}"`;
  }
  const inner = typeof content === "string" ? escapeXml(content) : content.filter((child) => child instanceof Xml).join("\n");
  if (inner === "") return new Xml(WRITER, `${open}/>`);
  return new Xml(WRITER, typeof content === "string" ? `${open}>${inner}</${name}>` : `${open}>\n${inner}\n</${name}>`);
}

/** A whole document: the declaration, then the root element. */
export function xmlDocument(root: Xml): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}
