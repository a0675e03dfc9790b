// The forum markup parser (product §5.13 "Markup"). One left-to-right pass with an explicit stack
// of open tags: no recursion and no backtracking, so the time is linear in the text and
// the stack of the JavaScript engine never grows with the input. It decides everything —
// which tags count, which values are valid, who may use what — and tells a sink what to
// build; the sinks (React elements, plain text) only build.
import {
  canonicalName,
  LINK_MAX,
  LINK_VALUE_TAGS,
  MAX_DEPTH,
  type MarkupTrust,
  mayAdvertise,
  mayLink,
  TAG_NAME_MAX,
  TAG_VALUE_MAX,
  TAGS,
} from "./tags";
import { colorValue, embedSrc, type ImageAlign, imageAlign, isValueChar, linkValue, sizeEm, videoId } from "./values";

/** A formatting element the sink opens; every open is matched by exactly one close. */
export type MarkupNode =
  | { tag: "b" | "i" | "u" | "s" | "center" | "pre" | "code" | "samp" }
  | { tag: "color"; color: string }
  | { tag: "size"; em: number }
  | { tag: "q" | "blockquote"; cite: string | null }
  | { tag: "url"; href: string };

export interface MarkupSink {
  /** Text to show as it is (never contains a line break). */
  text(text: string): void;
  lineBreak(): void;
  /** A closing tag that closes nothing: shown literally, in red. */
  unmatched(token: string): void;
  open(node: MarkupNode): void;
  close(): void;
  image(src: string, align: ImageAlign | null): void;
  /** The privacy-enhanced embed address of a video. */
  video(src: string): void;
  ad(): void;
}

type Token = { name: string; value: string | null; closing: boolean; end: number };

/** An open tag: `element` when the sink opened an element for it, false when it showed as text. */
type Frame = { name: string; element: boolean };

const NEWLINE = /\r\n|\r|\n/;
const isLetter = (code: number) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);

export type ParseStats = { steps: number };

/**
 * Parses `input` and drives `sink`. Returns the number of elementary steps taken (every
 * character looked at, every stack operation): tests hold it to a linear bound.
 */
export function parseMarkup(input: string, trust: MarkupTrust, sink: MarkupSink): ParseStats {
  const n = input.length;
  const stack: Frame[] = [];
  /** How many frames of each (canonical) name are open: a closing tag that matches none is known in O(1). */
  const open = new Map<string, number>();
  let depth = 0;
  let steps = 0;

  const emitText = (text: string) => {
    if (!text) return;
    steps += text.length;
    if (text.indexOf("\n") < 0 && text.indexOf("\r") < 0) return sink.text(text);
    const lines = text.split(NEWLINE);
    for (let k = 0; k < lines.length; k++) {
      if (k > 0) sink.lineBreak();
      if (lines[k]) sink.text(lines[k]);
    }
  };

  /** Reads the tag starting at the "[" at `at`, or null when the text there is no tag. */
  const readTag = (at: number): Token | null => {
    let i = at + 1;
    const closing = input.charCodeAt(i) === 0x2f; // "/"
    if (closing) i++;
    const nameStart = i;
    while (i < n && i - nameStart <= TAG_NAME_MAX && isLetter(input.charCodeAt(i))) i++;
    steps += i - at;
    const nameLength = i - nameStart;
    if (nameLength < 1 || nameLength > TAG_NAME_MAX) return null;
    const name = input.slice(nameStart, i).toLowerCase();
    if (!TAGS.has(name)) return null;
    const next = input.charCodeAt(i);
    if (next === 0x5d) return { name, value: null, closing, end: i + 1 }; // "]"
    if (next !== 0x3d || closing) return null; // "="
    const valueStart = ++i;
    const max = LINK_VALUE_TAGS.has(name) ? LINK_MAX : TAG_VALUE_MAX;
    // A value cannot contain "[" or "]", so this scan never runs past the next tag's start:
    // every character is scanned by at most one failed attempt.
    while (i < n && i - valueStart <= max && isValueChar(input.charCodeAt(i))) i++;
    steps += i - valueStart;
    if (input.charCodeAt(i) !== 0x5d || i - valueStart > max) return null;
    return { name, value: input.slice(valueStart, i), closing, end: i + 1 };
  };

  const closeFrame = (frame: Frame) => {
    steps++;
    if (frame.element) {
      sink.close();
      depth--;
    }
    const count = open.get(frame.name)! - 1;
    if (count === 0) open.delete(frame.name);
    else open.set(frame.name, count);
  };

  /** A closing tag closes its nearest open namesake and everything opened inside it. */
  const handleClosing = (token: Token, raw: string) => {
    const name = canonicalName(token.name);
    if (!open.has(name)) {
      steps++;
      sink.unmatched(raw);
      return;
    }
    for (;;) {
      const frame = stack.pop()!;
      closeFrame(frame);
      if (frame.name === name) {
        if (!frame.element) emitText(raw);
        return;
      }
    }
  };

  const handleFormat = (token: Token, raw: string) => {
    const name = canonicalName(token.name);
    const element = depth < MAX_DEPTH;
    stack.push({ name, element });
    open.set(name, (open.get(name) ?? 0) + 1);
    steps++;
    if (!element) return emitText(raw);
    depth++;
    sink.open(formatNode(name, token.value, trust));
  };

  /** Raw tags take their content verbatim up to their closing tag (or the end of the text). */
  const handleRaw = (token: Token, raw: string, from: number): number => {
    const closer = closerOf(token.name);
    closer.lastIndex = from;
    const found = closer.exec(input);
    const contentEnd = found ? found.index : n;
    const end = found ? closer.lastIndex : n;
    steps += end - from;
    const content = input.slice(from, contentEnd);
    const closingRaw = found ? found[0] : "";
    const literal = () => emitText(raw + content + closingRaw);

    switch (token.name) {
      case "noparse":
        emitText(content);
        break;
      case "pre":
      case "code":
        sink.open({ tag: token.name as "pre" | "code" });
        emitText(content);
        sink.close();
        break;
      case "url": {
        const href = mayLink(trust) ? (linkValue(token.value) ?? linkValue(content.trim())) : null;
        if (!href) {
          literal();
          break;
        }
        sink.open({ tag: "url", href });
        emitText(content || href);
        sink.close();
        break;
      }
      case "img": {
        const src = mayLink(trust) ? linkValue(content.trim()) : null;
        if (src) sink.image(src, imageAlign(token.value));
        else literal();
        break;
      }
      default: {
        // youtube, iframe
        const id = mayLink(trust) ? videoId(content) : null;
        if (id) sink.video(embedSrc(id));
        else literal();
      }
    }
    return end;
  };

  /** The ad tag stands alone; a "[/reklama]" right after it belongs to it. */
  const handleAd = (raw: string, from: number): number => {
    const closer = "[/reklama]";
    const closed = input.slice(from, from + closer.length).toLowerCase() === closer;
    steps += closer.length;
    if (mayAdvertise(trust)) sink.ad();
    else emitText(closed ? raw + input.slice(from, from + closer.length) : raw);
    return closed ? from + closer.length : from;
  };

  let pos = 0;
  while (pos < n) {
    steps++;
    const bracket = input.indexOf("[", pos);
    if (bracket < 0) {
      emitText(input.slice(pos));
      break;
    }
    emitText(input.slice(pos, bracket));
    const token = readTag(bracket);
    if (!token) {
      emitText("[");
      pos = bracket + 1;
      continue;
    }
    const raw = input.slice(bracket, token.end);
    pos = token.end;
    if (token.closing) {
      handleClosing(token, raw);
      continue;
    }
    const kind = TAGS.get(token.name);
    if (kind === "format") handleFormat(token, raw);
    else if (kind === "raw") pos = handleRaw(token, raw, pos);
    else pos = handleAd(raw, pos);
  }

  // Open tags are closed in reverse order at the end.
  while (stack.length > 0) closeFrame(stack.pop()!);
  return { steps };
}

const closers = new Map<string, RegExp>();
/** "[/name]" in any letter case; sticky state (lastIndex) is set before every use. */
function closerOf(name: string): RegExp {
  let closer = closers.get(name);
  if (!closer) closers.set(name, (closer = new RegExp(`\\[/${name}\\]`, "gi")));
  return closer;
}

function formatNode(name: string, value: string | null, trust: MarkupTrust): MarkupNode {
  switch (name) {
    case "color":
      return { tag: "color", color: colorValue(value) };
    case "size":
      return { tag: "size", em: sizeEm(value) };
    case "q":
    case "blockquote":
      // A citation address is a link too: only registered users' text carries one.
      return { tag: name, cite: mayLink(trust) ? linkValue(value) : null };
    default:
      return { tag: name as "b" | "i" | "u" | "s" | "center" | "samp" };
  }
}
