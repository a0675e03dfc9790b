// React Router's server render builds the app's route tree twice on every request although the
// build, and so the tree, never changes: <ServerRouter> calls createServerRoutes() over the
// manifest and createStaticRouter() converts the result with convertRoutesToDataRoutes(). On a
// cache-miss song page the two were about 3 % of the Worker's CPU (decision 053). This transform
// makes each of them run once per build: the first render's trees are kept, by the identity of
// the build's manifest (one object per build; a new build in dev brings a new one), and reused.
// Nothing per request lives in them: the location, matches and loader data stay in the
// per-request context the static router reads; the trees hold the routes' ids, paths and
// modules' components only, and nothing on the server writes to them (patchRoutes throws there).
//
// Applied to the Worker's production build only, as vite-react-string-chunks.ts is: each
// replacement must match exactly once, so a React Router upgrade that changes these lines fails
// the build here instead of shipping a half-patched router.
import type { Plugin } from "vite";

/** <ServerRouter> (framework mode's server render). */
export const SSR_SERVER = /\/react-router\/dist\/production\/lib\/dom\/ssr\/server\.js$/;
/** createStaticRouter. */
export const STATIC_SERVER = /\/react-router\/dist\/production\/lib\/dom\/server\.js$/;

type Replacement = [from: string, to: string];

const SSR_REPLACEMENTS: Replacement[] = [
  [
    "let routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);",
    "let routes = serverRoutesOnce(manifest.routes, routeModules, context.future, context.isSpaMode);",
  ],
  [
    "//#region lib/dom/ssr/server.tsx",
    `//#region lib/dom/ssr/server.tsx
const serverRoutesByManifest = new WeakMap();
function serverRoutesOnce(manifestRoutes, routeModules, future, isSpaMode) {
	let kept = serverRoutesByManifest.get(manifestRoutes);
	if (kept && kept.isSpaMode === isSpaMode) return kept.routes;
	let routes = createServerRoutes(manifestRoutes, routeModules, future, isSpaMode);
	serverRoutesByManifest.set(manifestRoutes, { isSpaMode, routes });
	return routes;
}`,
  ],
];

const STATIC_REPLACEMENTS: Replacement[] = [
  [
    "\tlet manifest = {};\n\tlet dataRoutes = convertRoutesToDataRoutes(routes, void 0, void 0, manifest);",
    "\tlet { manifest, dataRoutes } = dataRoutesOnce(routes);",
  ],
  [
    "function createStaticRouter(routes, context, opts = {}) {",
    `const dataRoutesByRoutes = new WeakMap();
function dataRoutesOnce(routes) {
	let kept = dataRoutesByRoutes.get(routes);
	if (kept) return kept;
	let manifest = {};
	kept = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, void 0, void 0, manifest) };
	dataRoutesByRoutes.set(routes, kept);
	return kept;
}
function createStaticRouter(routes, context, opts = {}) {`,
  ],
];

function replaceEach(source: string, replacements: Replacement[], file: string): string {
  let out = source;
  for (const [from, to] of replacements) {
    const found = out.split(from).length - 1;
    if (found !== 1)
      throw new Error(`${file}: expected one match of ${JSON.stringify(from.slice(0, 60))}, found ${found}; see vite-router-routes-once.ts`);
    out = out.replace(from, () => to);
  }
  return out;
}

/** lib/dom/ssr/server.js as the Worker's build has it. */
export function serverRoutesOnce(source: string): string {
  return replaceEach(source, SSR_REPLACEMENTS, "react-router lib/dom/ssr/server.js");
}

/** lib/dom/server.js as the Worker's build has it. */
export function staticRoutesOnce(source: string): string {
  return replaceEach(source, STATIC_REPLACEMENTS, "react-router lib/dom/server.js");
}

/** In the Worker's build; a build that never met both files (renamed, no longer bundled) fails. */
export function routerRoutesOnce(): Plugin {
  const applied = new Set<string>();
  return {
    name: "nadinterpretacje:router-routes-once",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform: {
      filter: { id: [SSR_SERVER, STATIC_SERVER] },
      handler(code, id) {
        if (SSR_SERVER.test(id)) {
          applied.add("ssr");
          return { code: serverRoutesOnce(code), map: null };
        }
        applied.add("static");
        return { code: staticRoutesOnce(code), map: null };
      },
    },
    generateBundle() {
      if (applied.size !== 2) this.error("React Router's server files were not in the Worker's build; see vite-router-routes-once.ts");
    },
  };
}
