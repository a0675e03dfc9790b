import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

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

// The site's CSS travels inlined in each page's head (app/entry.server.tsx takes every file of
// app/styles with `?inline`, decision 030). A plain `import "~/styles/x.css"` would make React
// Router add a render-blocking <link> (an empty one even, as the text is inlined already), so
// the build refuses it; the `?inline` imports carry a query and pass.
const noStylesheetImports: Plugin = {
  name: "nadinterpretacje:no-stylesheet-imports",
  enforce: "pre",
  load(id) {
    if (/\/app\/(?:app|styles\/[\w-]+)\.css$/.test(id)) {
      this.error(`${id}: the site's CSS is inlined by app/entry.server.tsx; drop this import (a new file of app/styles is picked up there).`);
    }
  },
};

export default defineConfig({
  plugins: [
    noStylesheetImports,
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
