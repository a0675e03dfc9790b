// What the dev server pre-bundles before the first request (vite.config.ts). Kept apart from
// the config so tests/node/vite-deps.test.ts can check the lists against the imports without
// loading every Vite plugin.

/**
 * The browser's: the dev server finds most by scanning, but these are reached only through lazy
 * imports or later pages (captcha, the article editor, vitals), and finding one late made the
 * first visit to such a page reload itself (or fail to load a chunk).
 */
export const LATE_CLIENT_DEPS = [
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

/**
 * The Worker's: every package the Worker's code imports (worker/, the server build of app/),
 * spelled as imported, and React's JSX dev runtime that compiled .tsx files call. vite.config.ts turns discovery off for the Worker, so this list is all
 * the Worker gets pre-bundled, once, before the dev server answers: a package found later would
 * re-bundle and reload the Worker's modules under requests in flight (decision 038).
 * tests/node/vite-deps.test.ts keeps it equal to the imports.
 */
export const WORKER_DEPS = [
  "@lexical/html",
  "@lexical/link",
  "@lexical/list",
  "@lexical/react/LexicalComposer",
  "@lexical/react/LexicalComposerContext",
  "@lexical/react/LexicalContentEditable",
  "@lexical/react/LexicalErrorBoundary",
  "@lexical/react/LexicalHistoryPlugin",
  "@lexical/react/LexicalLinkPlugin",
  "@lexical/react/LexicalListPlugin",
  "@lexical/react/LexicalOnChangePlugin",
  "@lexical/react/LexicalRichTextPlugin",
  "@lexical/rich-text",
  "@lexical/selection",
  "@resvg/resvg-wasm",
  "altcha",
  "altcha-lib",
  "altcha-lib/algorithms/web/pbkdf2",
  "altcha/i18n/pl",
  "drizzle-orm",
  "drizzle-orm/d1",
  "drizzle-orm/sqlite-core",
  "hono",
  "hono/body-limit",
  "hono/factory",
  "hono/http-exception",
  "hono/route",
  "isbot",
  "iso-639-1",
  "jose",
  "lexical",
  "parse5",
  "react",
  "react-dom",
  "react-dom/server",
  "react-router",
  "react/jsx-dev-runtime",
  "web-vitals",
  "zod",
];
