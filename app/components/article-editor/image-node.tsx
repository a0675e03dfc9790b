// An image inside the article: Lexical has no image node of its own. It is inline, so an
// upload lands exactly at the cursor, and it reads and writes a plain <img src alt>, the only
// image markup the server's sanitiser keeps.
import type { JSX } from "react";
import {
  $applyNodeReplacement,
  $getDocument,
  DecoratorNode,
  type DOMConversionOutput,
  type DOMExportOutput,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from "lexical";

export type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

function $convertImage(element: HTMLElement): DOMConversionOutput | null {
  const src = element.getAttribute("src");
  return src ? { node: $createImageNode(src, element.getAttribute("alt") ?? "") } : null;
}

export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;

  $config() {
    return this.config("image", {
      extends: DecoratorNode,
      importDOM: { img: () => ({ conversion: $convertImage, priority: 0 }) },
    });
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  static importJSON(serialized: SerializedImageNode): ImageNode {
    return $createImageNode(serialized.src, serialized.alt);
  }

  constructor(src = "", alt = "", key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), src: this.__src, alt: this.__alt };
  }

  exportDOM(): DOMExportOutput {
    const img = $getDocument().createElement("img");
    img.setAttribute("src", this.__src);
    img.setAttribute("alt", this.__alt);
    return { element: img };
  }

  createDOM(): HTMLElement {
    const span = $getDocument().createElement("span");
    span.className = "rich-image";
    return span;
  }

  updateDOM(): false {
    return false;
  }

  isInline(): boolean {
    return true;
  }

  decorate(): JSX.Element {
    return <img src={this.__src} alt={this.__alt} />;
  }
}

export function $createImageNode(src: string, alt: string): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt));
}

export function $isImageNode(node: LexicalNode | null | undefined): node is ImageNode {
  return node instanceof ImageNode;
}
