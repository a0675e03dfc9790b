import { Form, redirect } from "react-router";
import { revokeSession } from "@worker/services/session";
import { SITE_NAME } from "@core/constants";
import { simplePageMeta } from "~/lib/seo";
import type { Route } from "./+types/logout";

async function logOut(request: Request): Promise<Response> {
  return redirect("/", { headers: { "Set-Cookie": await revokeSession(request) } });
}

/**
 * A typed address or our own "Wyloguj" link logs out at once. A link on another site, a
 * prefetch (hovering the link) or a client-side data fetch must not: those get a button.
 */
function isDeliberateVisit(request: Request): boolean {
  const headers = request.headers;
  if (headers.get("Sec-Purpose")?.includes("prefetch") || headers.get("Purpose") === "prefetch") return false;
  const mode = headers.get("Sec-Fetch-Mode");
  const site = headers.get("Sec-Fetch-Site");
  return (mode === null || mode === "navigate") && (site === null || site === "same-origin" || site === "none");
}

export async function loader({ request }: Route.LoaderArgs) {
  if (isDeliberateVisit(request)) throw await logOut(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  return logOut(request);
}

export default function Logout() {
  return (
    <main className="page account-page">
      <h1>Wylogowanie</h1>
      <Form method="post" className="account-form">
        <input type="hidden" name="intent" value="logout" />
        <button type="submit">Wyloguj</button>
      </Form>
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, { title: `Wylogowanie | ${SITE_NAME}`, description: "Wylogowanie z serwisu.", path: "/logout", robots: "noindex" });
}
