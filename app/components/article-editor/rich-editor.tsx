// The Lexical editor of the article page. Lexical needs the DOM, so this module is loaded
// only in the browser, after hydration, as its own chunk (app/routes/article-edit.tsx);
// nothing else imports it, so no other page carries Lexical.
import { $generateNodesFromDOM } from "@lexical/html";
import { LinkNode } from "@lexical/link";
import { ListItemNode, ListNode } from "@lexical/list";
import { LexicalComposer, type InitialConfigType } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { HeadingNode, QuoteNode } from "@lexical/rich-text";
import { $createParagraphNode, $getRoot, $getSelection, $insertNodes, $setSelection, type LexicalEditor } from "lexical";
import { useImperativeHandle, type Ref } from "react";
import { EditorToolbar } from "./editor-toolbar";
import { $articleHtml, EXPORT_OVERRIDES } from "./export-html";
import { $createImageNode, ImageNode } from "./image-node";

export type RichEditorHandle = { insertImage: (src: string, alt: string) => void };

type Props = {
  /** read once on mount: switching back from the raw-HTML view remounts the editor */
  initialHtml: string;
  onChange: (html: string) => void;
  onPickImage: () => void;
  handle: Ref<RichEditorHandle>;
  /** id of the element naming the editor */
  labelledBy: string;
};

function $importHtml(editor: LexicalEditor, html: string): void {
  const dom = new DOMParser().parseFromString(html, "text/html");
  const root = $getRoot();
  root.clear().select();
  $insertNodes($generateNodesFromDOM(editor, dom));
  if (root.isEmpty()) root.append($createParagraphNode());
  // The import's selection sits on the root; left there, the first toolbar press would act
  // on the root instead of the block the admin then clicks into.
  $setSelection(null);
}

// Only the formats that Lexical shows with a class instead of a tag need one.
const THEME = {
  text: { underline: "rich-underline", strikethrough: "rich-strike", underlineStrikethrough: "rich-underline-strike" },
};

function ImageHandle({ handle }: { handle: Ref<RichEditorHandle> }) {
  const [editor] = useLexicalComposerContext();
  useImperativeHandle(
    handle,
    () => ({
      insertImage(src, alt) {
        editor.update(() => {
          // Never focused yet: the image goes at the end.
          if (!$getSelection()) $getRoot().selectEnd();
          $insertNodes([$createImageNode(src, alt)]);
        });
        editor.focus();
      },
    }),
    [editor],
  );
  return null;
}

export function RichEditor({ initialHtml, onChange, onPickImage, handle, labelledBy }: Props) {
  const initialConfig: InitialConfigType = {
    namespace: "artykul",
    theme: THEME,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
    html: { export: EXPORT_OVERRIDES },
    editorState: (editor) => $importHtml(editor, initialHtml),
    onError: (error) => {
      throw error;
    },
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="rich-editor">
        <EditorToolbar onPickImage={onPickImage} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className="rich-editor-input"
              ariaLabelledBy={labelledBy}
              ariaMultiline
              aria-placeholder="Zacznij pisać artykuł…"
              placeholder={<div className="rich-editor-placeholder">Zacznij pisać artykuł…</div>}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin />
      <ImageHandle handle={handle} />
      <OnChangePlugin ignoreSelectionChange onChange={(_state, editor) => editor.read(() => onChange($articleHtml(editor)))} />
    </LexicalComposer>
  );
}
