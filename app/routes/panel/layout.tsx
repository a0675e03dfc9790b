// The panel's frame (decision 043): a navigation of the sections the viewer's permissions open,
// with the number of things waiting in the review queue. Anyone with no section sees
// 'brak dostępu' (product §8), with a 403.
import { NavLink, Outlet } from "react-router";
import { can, type Permission } from "@core/auth/permissions";
import { SITE_NAME } from "@core/constants";
import { queueLength } from "@worker/services/moderation-queue";
import { getSessionUser } from "@worker/services/session";
import { simplePageMeta } from "~/lib/seo";
import { requirePermissionOrThrow } from "../../server/auth.server";
import { action as articlesAction } from "./articles";
import type { Route } from "./+types/layout";

const SECTIONS: { to: string; label: string; permission: Permission; end?: boolean }[] = [
  { to: "/panel", label: "Artykuły", permission: "article.manage", end: true },
  { to: "/panel/zgloszenia", label: "Zgłoszenia", permission: "reports.review" },
  { to: "/panel/kosz", label: "Kosz", permission: "trash.restore" },
  { to: "/panel/dziennik", label: "Dziennik", permission: "audit.view" },
  { to: "/panel/blokady", label: "Blokady", permission: "users.block" },
  { to: "/panel/uzytkownicy", label: "Użytkownicy", permission: "roles.change" },
  { to: "/panel/status", label: "Stan serwisu", permission: "status.view" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const sections = SECTIONS.filter((section) => can(user, section.permission));
  // A visitor or a plain user has no section: 'brak dostępu', as the spec says of /panel.
  if (sections.length === 0) await requirePermissionOrThrow(request, "article.manage", { page: true });
  const waiting = can(user, "reports.review") ? await queueLength() : 0;
  return { sections: sections.map(({ to, label, end }) => ({ to, label, end: end ?? false })), waiting };
}

/**
 * A form posted to /panel itself (the profile's delete-account button, clients that predate
 * the sections) reaches the layout: it is the articles' index action.
 */
export async function action(args: Route.ActionArgs) {
  return articlesAction(args as unknown as Parameters<typeof articlesAction>[0]);
}

export default function PanelLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="panel">
      <nav className="panel-nav" aria-label="Sekcje panelu">
        <ul>
          {loaderData.sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end}>
                {section.label}
                {section.to === "/panel/zgloszenia" && loaderData.waiting > 0 && (
                  <span className="panel-count">
                    {" "}
                    ({loaderData.waiting}
                    <span className="visually-hidden"> do sprawdzenia</span>)
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return simplePageMeta(matches, {
    title: `Panel | ${SITE_NAME}`,
    description: "Panel moderatorów i administratora.",
    path: "/panel",
    robots: "noindex",
  });
}
