// The editor's buttons: bold, italic, underline, heading, quote, bulleted list, link and image.
// Buttons keep the editor's focus (mousedown is cancelled), so the selection they act on
// is the one the admin made.
import { $createLinkNode, $isLinkNode, $toggleLink } from "@lexical/link";
import { $isListNode, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from "@lexical/list";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import {
  $createParagraphNode,
  $createTextNode,
  $findMatchingParent,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  type ElementNode,
  type TextFormatType,
} from "lexical";
import { useEffect, useState, type ReactNode } from "react";

type Active = { bold: boolean; italic: boolean; underline: boolean; heading: boolean; quote: boolean; list: boolean; link: boolean };
const NOTHING_ACTIVE: Active = { bold: false, italic: false, underline: false, heading: false, quote: false, list: false, link: false };

// The sanitiser keeps these link targets only (http(s), e-mail, this site's paths).
const ALLOWED_LINK = /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*)$/i;
const LINK_PROMPT = "Adres odnośnika (https://…, mailto:… albo /ścieżka):";
const LINK_REFUSED = "Nieprawidłowy adres odnośnika. Dozwolone są adresy https://…, mailto:… oraz ścieżki tej strony.";

function $readActive(): Active {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NOTHING_ACTIVE;
  const anchor = selection.anchor.getNode();
  const block = anchor.getTopLevelElement() ?? anchor;
  return {
    bold: selection.hasFormat("bold"),
    italic: selection.hasFormat("italic"),
    underline: selection.hasFormat("underline"),
    heading: $isHeadingNode(block),
    quote: $isQuoteNode(block),
    list: $isListNode(block),
    link: $findMatchingParent(anchor, $isLinkNode) !== null,
  };
}

type ButtonProps = { label: string; pressed?: boolean; onClick: () => void; children: ReactNode };

function ToolButton({ label, pressed, onClick, children }: ButtonProps) {
  return (
    <button
      type="button"
      className="toolbar-button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export function EditorToolbar({ onPickImage }: { onPickImage: () => void }) {
  const [editor] = useLexicalComposerContext();
  const [active, setActive] = useState<Active>(NOTHING_ACTIVE);

  useEffect(() => editor.registerUpdateListener(({ editorState }) => editorState.read(() => setActive($readActive()))), [editor]);

  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type);
  // A second press turns a heading or quote back into a paragraph.
  const setBlock = (isActive: boolean, create: () => ElementNode) =>
    editor.update(() => $setBlocksType($getSelection(), isActive ? $createParagraphNode : create));

  const toggleLink = () => {
    if (active.link) {
      editor.update(() => $toggleLink(null));
      return;
    }
    const url = window.prompt(LINK_PROMPT, "https://")?.trim();
    if (!url) return;
    if (!ALLOWED_LINK.test(url)) {
      window.alert(LINK_REFUSED);
      return;
    }
    editor.update(() => {
      const selection = $getSelection();
      // Nothing selected: the address itself becomes the link's text.
      if ($isRangeSelection(selection) && selection.isCollapsed()) $insertNodes([$createLinkNode(url).append($createTextNode(url))]);
      else $toggleLink(url);
    });
  };

  return (
    <div className="editor-toolbar" role="toolbar" aria-label="Formatowanie">
      <ToolButton label="Pogrubienie" pressed={active.bold} onClick={() => format("bold")}>
        <b>B</b>
      </ToolButton>
      <ToolButton label="Kursywa" pressed={active.italic} onClick={() => format("italic")}>
        <i>I</i>
      </ToolButton>
      <ToolButton label="Podkreślenie" pressed={active.underline} onClick={() => format("underline")}>
        <u>U</u>
      </ToolButton>
      {/* The name holds the visible "H2" (WCAG 2.5.3, label in name). */}
      <ToolButton label="Nagłówek H2" pressed={active.heading} onClick={() => setBlock(active.heading, () => $createHeadingNode("h2"))}>
        H2
      </ToolButton>
      <ToolButton label="Cytat" pressed={active.quote} onClick={() => setBlock(active.quote, $createQuoteNode)}>
        „”
      </ToolButton>
      <ToolButton
        label="Lista punktowana"
        pressed={active.list}
        onClick={() => editor.dispatchCommand(active.list ? REMOVE_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND, undefined)}
      >
        • Lista
      </ToolButton>
      <ToolButton label="Odnośnik" pressed={active.link} onClick={toggleLink}>
        Odnośnik
      </ToolButton>
      <ToolButton label="Obraz" onClick={onPickImage}>
        Obraz
      </ToolButton>
    </div>
  );
}
