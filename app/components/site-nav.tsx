import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { UserData } from "~/lib/userdata";
import { ListLink } from "~/components/list-link";
import { profileHref } from "@core/text/urlname";
import { can } from "@core/auth/permissions";

/** `username`: the profile link, drawn as an icon and the name (cut with an ellipsis if long). */
type NavItem = { to: string; label: string; reload?: boolean; username?: string; account?: boolean };

const MAIN: NavItem[] = [
  { to: "/", label: "Strona główna" },
  { to: "/blog", label: "Blog" },
  { to: "/onas", label: "O nas" },
  { to: "/faq", label: "FAQ" },
  { to: "/ranking", label: "Ranking" },
  { to: "/prywatnosc", label: "Prywatność" },
  { to: "/dmca", label: "Regulamin i DMCA" },
  { to: "/archiwum", label: "Wykonawcy" },
  { to: "/kontakt", label: "Kontakt" },
  { to: "/dodaj", label: "Dodaj piosenkę" },
];

export function navItems(user: UserData | null): NavItem[] {
  if (!user) return [...MAIN, { to: "/login", label: "Zaloguj się", account: true }, { to: "/rejestracja", label: "Rejestracja" }];
  return [
    ...MAIN,
    ...staffLinks(user),
    { to: profileHref(user.username), label: `Profil: ${user.username}`, username: user.username, account: true },
    // A full load, so the cleared session cookie and storage are seen by everything.
    { to: "/logout", label: "Wyloguj", reload: true },
  ];
}

/**
 * Staff reach their panel from every page: an admin its start (articles), a moderator the
 * review queue, the first section their permissions open (the same table the server checks).
 */
function staffLinks(user: UserData): NavItem[] {
  if (can(user, "article.manage")) return [{ to: "/panel", label: "Panel" }];
  if (can(user, "reports.review")) return [{ to: "/panel/zgloszenia", label: "Panel" }];
  return [];
}

/**
 * The links, marked active as <NavLink> marks them: plain anchors (ListLink's delegated
 * navigation). Twelve NavLinks twice on every page cost a few percent of its render (decision
 * 053). The row prefetches a page when the pointer rests on its link, as <NavLink
 * prefetch="intent"> did; the drop-down does not (on a phone there is no hover to prefetch on).
 */
function NavLinks({ items, pathname, prefetch }: { items: NavItem[]; pathname: string; prefetch: boolean }) {
  const here = pathname.toLowerCase();
  return (
    <ul>
      {items.map((item) => {
        const to = item.to.toLowerCase();
        const active = here === to || (item.to !== "/" && here.startsWith(to) && here.charAt(to.length) === "/");
        const className = [item.username ? "nav-profile" : null, active ? "active" : null].filter(Boolean).join(" ") || undefined;
        return (
          <li key={item.to} className={item.account ? "nav-account" : undefined}>
            <ListLink
              to={item.to}
              prefetch={prefetch && !item.reload ? "intent" : undefined}
              aria-current={active ? "page" : undefined}
              className={className}
              title={item.username ? item.label : undefined}
              data-reload={item.reload ? "" : undefined}
            >
              {item.username ? <ProfileLabel username={item.username} /> : item.label}
            </ListLink>
          </li>
        );
      })}
    </ul>
  );
}

/** "Profil: name" to a screen reader; an icon and the name on screen, so a long name fits. */
function ProfileLabel({ username }: { username: string }) {
  return (
    <>
      <svg className="nav-profile-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="5" r="3.2" />
        <path d="M1.8 15c.6-3.4 3.1-5.3 6.2-5.3s5.6 1.9 6.2 5.3z" />
      </svg>
      <span className="visually-hidden">Profil: </span>
      <span className="nav-username">{username}</span>
    </>
  );
}

/**
 * The top navigation: a row of links on wide screens, and on small ones the same links
 * in a drop-down headed 'Idź do..' (a <details> menu, so it works without JavaScript).
 */
export function SiteNav({ user }: { user: UserData | null }) {
  const items = navItems(user);
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  return (
    <>
      <nav className="site-nav" aria-label="Główna nawigacja">
        <NavLinks items={items} pathname={pathname} prefetch />
      </nav>
      <details className="mobile-nav" ref={menu}>
        <summary>Idź do..</summary>
        <nav aria-label="Idź do">
          <NavLinks items={items} pathname={pathname} prefetch={false} />
        </nav>
      </details>
    </>
  );
}
