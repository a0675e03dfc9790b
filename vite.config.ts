import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// The dev server pre-bundles the dependencies it finds by scanning; these are reached only
// through lazy imports or later pages (captcha, the article editor, vitals), and finding one
// late made the first visit to such a page reload itself (or fail to load a chunk).
const LATE_CLIENT_DEPS = [
  "zod",
  "web-vitals",
  "altcha",
  "altcha/i18n/pl",
  "lexical",
  "@lexical/html",
  "@lexical/link",
  "@lexical/list",
  "@lexical/rich-text",
  "@lexical/selection",
  "@lexical/utils",
  "@lexical/history",
  "@lexical/react/LexicalComposer",
  "@lexical/react/LexicalComposerContext",
  "@lexical/react/LexicalContentEditable",
  "@lexical/react/LexicalErrorBoundary",
  "@lexical/react/LexicalHistoryPlugin",
  "@lexical/react/LexicalLinkPlugin",
  "@lexical/react/LexicalListPlugin",
  "@lexical/react/LexicalOnChangePlugin",
  "@lexical/react/LexicalRichTextPlugin",
];
// The Worker's: the share-card renderer is imported only when a card is first drawn.
const LATE_WORKER_DEPS = ["@resvg/resvg-wasm"];

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // Offline (scripts/dev.mjs checks), outbound calls fail at once instead of each
      // waiting for DNS and printing a stack trace: thumbnails show placeholders.
      config: (worker) => (process.env.DEV_OFFLINE === "1" ? { vars: { ...worker.vars, OUTBOUND_FETCH: "off" } } : {}),
    }),
    reactRouter(),
  ],
  resolve: { tsconfigPaths: true },
  optimizeDeps: { include: LATE_CLIENT_DEPS },
  environments: { ssr: { optimizeDeps: { include: LATE_WORKER_DEPS } } },
});
