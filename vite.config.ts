import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { LATE_CLIENT_DEPS, WORKER_DEPS } from "./vite-deps";

// The Worker's dependencies are pre-bundled once, from an explicit list, before the dev server
// answers. With discovery on (the Cloudflare plugin's choice), a dependency found after start is
// bundled again and the Worker's modules are reloaded under the requests in flight, which then
// answer 500 (decision 046). With discovery off nothing is ever re-bundled, so the list must be
// whole: tests/node/vite-deps.test.ts keeps WORKER_DEPS equal to what the Worker imports.
// Ordered last, as the Cloudflare plugin sets noDiscovery: false for the Worker's environment.
// The Worker's build is minified too (Vite leaves server builds readable): the upload limit
// counts its gzipped size, and a smaller script starts faster (decision 052). Stack traces
// still read as source through the uploaded source maps.
const workerDepsExplicit: Plugin = {
  name: "nadinterpretacje:worker-deps-explicit",
  configEnvironment: {
    order: "post",
    handler: (name) => (name === "ssr" ? { optimizeDeps: { noDiscovery: true, include: WORKER_DEPS }, build: { minify: true } } : undefined),
  },
};

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
    workerDepsExplicit,
  ],
  resolve: { tsconfigPaths: true },
  optimizeDeps: { include: LATE_CLIENT_DEPS },
  build: {
    rolldownOptions: {
      // core/schemas and core/rules only define things (core/zod.ts, which configures zod, is
      // elsewhere): a page that uses none of a module's exports in the browser — a route whose
      // action alone parses with a schema — does not load it, nor zod with it (decision 052).
      treeshake: { moduleSideEffects: (id: string) => !/\/core\/(?:schemas|rules)\//.test(id) },
    },
  },
});
