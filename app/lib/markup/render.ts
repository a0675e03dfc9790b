// Marked-up text → React elements, on the server and in the editor's preview alike. Text is
// only ever a React text child (React escapes it: angle brackets never become HTML) and
// every attribute value comes from the parser's allow-lists. No HTML strings anywhere.
import { createElement, type ReactNode } from "react";
import { AdSlot } from "../../components/ad-slot";
import { type MarkupNode, type MarkupSink, parseMarkup } from "@core/markup/parser";
import type { MarkupTrust } from "@core/markup/tags";
import type { ImageAlign } from "@core/markup/values";

/** Product §9: the embedded video frame is 560 by 315. */
export const VIDEO_WIDTH = 560;
export const VIDEO_HEIGHT = 315;
/** Links out of user text: no ranking credit, marked as user content, no window.opener. */
export const LINK_REL = "nofollow ugc noopener";

/** An open element; `text` and `red` hold pending text (at most one of them is non-empty). */
type Frame = { node: MarkupNode | null; children: ReactNode[]; text: string; red: string };

function element(node: MarkupNode, key: number, children: ReactNode[]): ReactNode {
  switch (node.tag) {
    case "center":
      return createElement("div", { key, className: "markup-center" }, children);
    case "color":
      return createElement("span", { key, style: { color: node.color } }, children);
    case "size":
      return createElement("span", { key, style: { fontSize: `${node.em}em` } }, children);
    case "q":
    case "blockquote":
      return createElement(node.tag, { key, cite: node.cite ?? undefined }, children);
    case "url":
      return createElement("a", { key, href: node.href, rel: LINK_REL, target: "_blank" }, children);
    default:
      return createElement(node.tag, { key }, children);
  }
}

function imageElement(key: number, src: string, align: ImageAlign | null): ReactNode {
  return createElement("img", {
    key,
    src,
    alt: "",
    className: align ? `markup-img markup-img-${align}` : "markup-img",
    loading: "lazy",
    decoding: "async",
    referrerPolicy: "no-referrer",
  });
}

function videoElement(key: number, src: string): ReactNode {
  return createElement("iframe", {
    key,
    src,
    className: "markup-video",
    title: "Film z YouTube",
    width: VIDEO_WIDTH,
    height: VIDEO_HEIGHT,
    loading: "lazy",
    allow: "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share",
    // The player refuses to play without the embedding page's origin.
    referrerPolicy: "strict-origin-when-cross-origin",
    sandbox: "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox",
    allowFullScreen: true,
  });
}

/** A sink that builds the element tree bottom-up with its own stack (no recursion). */
class ReactSink implements MarkupSink {
  private readonly root: Frame = { node: null, children: [], text: "", red: "" };
  private readonly frames: Frame[] = [this.root];

  private get top(): Frame {
    return this.frames[this.frames.length - 1];
  }

  /**
   * Adjacent text pieces become one text node, and adjacent unmatched closing tags one red
   * span: 5,000 stray "[/b]" are one element, not 5,000.
   */
  private flush(frame: Frame = this.top): void {
    if (frame.text) {
      frame.children.push(frame.text);
      frame.text = "";
    } else if (frame.red) {
      frame.children.push(createElement("span", { key: frame.children.length, className: "markup-unmatched" }, frame.red));
      frame.red = "";
    }
  }

  private add(make: (key: number) => ReactNode): void {
    const frame = this.top;
    this.flush(frame);
    frame.children.push(make(frame.children.length));
  }

  text(text: string): void {
    const frame = this.top;
    if (frame.red) this.flush(frame);
    frame.text += text;
  }
  lineBreak(): void {
    this.add((key) => createElement("br", { key }));
  }
  unmatched(token: string): void {
    const frame = this.top;
    if (frame.text) this.flush(frame);
    frame.red += token;
  }
  open(node: MarkupNode): void {
    this.flush();
    this.frames.push({ node, children: [], text: "", red: "" });
  }
  close(): void {
    const frame = this.frames.pop()!;
    this.flush(frame);
    this.add((key) => element(frame.node!, key, frame.children));
  }
  image(src: string, align: ImageAlign | null): void {
    this.add((key) => imageElement(key, src, align));
  }
  video(src: string): void {
    this.add((key) => videoElement(key, src));
  }
  /** The root's children; the parser has closed every element by now. */
  finish(): ReactNode[] {
    this.flush(this.root);
    return this.root.children;
  }
  ad(): void {
    // Product §9: the ad block is 336 by 280 — the house ad of that size (decision 004).
    this.add((key) => createElement(AdSlot, { key, type: 4 }));
  }
}

/** The rendered content of marked-up text, as React children (wrap it in a block element). */
export function renderMarkup(text: string, trust: MarkupTrust): ReactNode[] {
  const sink = new ReactSink();
  parseMarkup(text, trust, sink);
  return sink.finish();
}
