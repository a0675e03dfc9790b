import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { profileHref, type UserData } from "~/lib/userdata";

type NavItem = { to: string; label: string; reload?: boolean };

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
  if (!user) return [...MAIN, { to: "/login", label: "Zaloguj się" }, { to: "/rejestracja", label: "Rejestracja" }];
  return [
    ...MAIN,
    { to: profileHref(user.username), label: `Profil: ${user.username}` },
    // A full load, so the cleared session cookie and storage are seen by everything.
    { to: "/logout", label: "Wyloguj", reload: true },
  ];
}

function Links({ items }: { items: NavItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === "/"} reloadDocument={item.reload} prefetch={item.reload ? "none" : "intent"}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
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
        <Links items={items} />
      </nav>
      <details className="mobile-nav" ref={menu}>
        <summary>Idź do..</summary>
        <nav aria-label="Idź do">
          <Links items={items} />
        </nav>
      </details>
    </>
  );
}
