import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { readdirSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { LATE_CLIENT_DEPS, WORKER_DEPS } from "./vite-deps";
import { reactStringChunks } from "./vite-react-string-chunks";
import { routerRoutesOnce } from "./vite-router-routes-once";

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

// The browser's chunks (decision 052, Update). Rolldown splits shared code into a chunk per set
// of importers, which left a page loading some 40 chunks, most under a kilobyte; each gzipped
// on its own packs worse than together. Two groups:
// - "shell": everything app/root.tsx reaches statically, with the packages it uses, and all of
//   React DOM and React Router and app/lib/lazy-part.ts (the client entry's): every page loads
//   all of it anyway. The entry's own module stays apart: grouped too, 12 end-to-end tests failed.
// - "song": what only the song route (catch-all) reaches statically; code it shares with other
//   routes stays where Rolldown puts it (includeDependenciesRecursively: false), so no other
//   page loads the song page's code. The song page's parts import from it once it is loaded.
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const ROOT_MODULE = path.resolve("app/root.tsx");
const SONG_ROUTE = path.resolve("app/routes/catch-all.tsx");
const OTHER_ROUTES = readdirSync("app/routes", { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.resolve("app/routes", file))
  .filter((file) => file !== SONG_ROUTE);

function staticReach(ctx: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id) || id.includes("/node_modules/") || id.startsWith("\0")) continue;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

const clientChunks: Plugin = {
  name: "nadinterpretacje:client-chunks",
  configEnvironment: (name) => {
    if (name !== "client") return undefined;
    let shell: Set<string> | null = null;
    let song: Set<string> | null = null;
    return {
      build: {
        rolldownOptions: {
          // Leaving shared dependencies out of the song group needs entries (route modules)
          // free to export more than their own names; React Router reads only its own.
          preserveEntrySignatures: "allow-extension",
          output: {
            codeSplitting: {
              groups: [
                {
                  debugName: "shell",
                  name(id: string, ctx: ModuleGraph) {
                    shell ??= staticReach(ctx, ROOT_MODULE);
                    if (/\/node_modules\/(react-dom|scheduler|react-router)\//.test(id)) return "shell";
                    if (id.endsWith("/app/lib/lazy-part.ts")) return "shell";
                    return shell.has(id) ? "shell" : null;
                  },
                },
                {
                  debugName: "song",
                  includeDependenciesRecursively: false,
                  name(id: string, ctx: ModuleGraph) {
                    if (!song) {
                      const elsewhere = new Set<string>();
                      for (const file of OTHER_ROUTES) for (const m of staticReach(ctx, file)) elsewhere.add(m);
                      song = new Set([...staticReach(ctx, SONG_ROUTE)].filter((m) => !elsewhere.has(m)));
                    }
                    return song.has(id) ? "song" : null;
                  },
                },
              ],
            },
          },
        },
      },
    };
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
    reactStringChunks(),
    routerRoutesOnce(),
    workerDepsExplicit,
    clientChunks,
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
