// The Worker's build makes React Router build its route trees once (vite-router-routes-once.ts,
// decision 053). This copies the installed router into node_modules/.cache (so its own imports
// of react resolve), applies the build's transforms there, and renders two different addresses
// in a row on one route tree: each page shows its own location and data, and the tree is shared.
// Every Playwright test runs on the production build, so the framework's render (<ServerRouter>)
// is exercised there page by page.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { serverRoutesOnce, staticRoutesOnce } from "../../vite-router-routes-once";

const ROOT = path.join(import.meta.dirname, "../..");
const require = createRequire(path.join(ROOT, "package.json"));
const INSTALLED = path.join(path.dirname(require.resolve("react-router/package.json")), "dist/production");
const COPY = path.join(ROOT, "node_modules/.cache/router-routes-once-test");
const SSR_SERVER = "lib/dom/ssr/server.js";
const STATIC_SERVER = "lib/dom/server.js";

type Router = typeof import("react-router");

async function transformedRouter(): Promise<Router> {
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(COPY, { recursive: true });
  cpSync(INSTALLED, COPY, { recursive: true });
  for (const [file, transform] of [
    [SSR_SERVER, serverRoutesOnce],
    [STATIC_SERVER, staticRoutesOnce],
  ] as const) {
    const target = path.join(COPY, file);
    writeFileSync(target, transform(readFileSync(target, "utf8")));
  }
  return import(pathToFileURL(path.join(COPY, "index.js")).href);
}

describe("React Router's route trees, built once", () => {
  it("each transform finds its lines in the installed router exactly once", () => {
    const ssr = serverRoutesOnce(readFileSync(path.join(INSTALLED, SSR_SERVER), "utf8"));
    const stat = staticRoutesOnce(readFileSync(path.join(INSTALLED, STATIC_SERVER), "utf8"));
    expect(ssr).toContain("let routes = serverRoutesOnce(manifest.routes");
    expect(ssr).not.toContain("let routes = createServerRoutes(manifest.routes");
    expect(stat).toContain("let { manifest, dataRoutes } = dataRoutesOnce(routes);");
    expect(() => serverRoutesOnce("export {}")).toThrow(/expected one match/);
  });

  it("renders each address with its own data while the route tree is shared", async () => {
    const router = await transformedRouter();
    const React = require("react") as typeof import("react");
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
    try {
      function Song() {
        const data = router.useLoaderData() as { title: string };
        const { pathname } = router.useLocation();
        return React.createElement("h1", null, `${data.title} @ ${pathname}`);
      }
      const routes = [
        {
          path: "/",
          Component: () => React.createElement("main", null, React.createElement(router.Outlet)),
          children: [
            { path: ":name", loader: ({ params }: { params: { name?: string } }) => ({ title: `Piosenka ${params.name}` }), Component: Song },
          ],
        },
      ];
      const handler = router.createStaticHandler(routes);
      const render = async (address: string) => {
        const context = await handler.query(new Request(`http://localhost${address}`));
        if (context instanceof Response) throw new Error(`${address} answered ${context.status}`);
        const staticRouter = router.createStaticRouter(handler.dataRoutes, context);
        const html = renderToString(React.createElement(router.StaticRouterProvider, { router: staticRouter, context, hydrate: false }));
        return { html, tree: staticRouter.routes };
      };
      const first = await render("/wisla");
      const second = await render("/odra");
      expect(first.html).toContain("Piosenka wisla @ /wisla");
      expect(second.html).toContain("Piosenka odra @ /odra");
      expect(second.html).not.toContain("wisla");
      expect(second.tree).toBe(first.tree);
    } finally {
      rmSync(COPY, { recursive: true, force: true });
    }
  });
});
