import { Link } from "react-router";

type Step = { to: string; label: string };

/** The breadcrumb trail: the home page, then `trail`, then the current page unlinked when given. */
export function Breadcrumb({ trail = [], current }: { trail?: Step[]; current?: string }) {
  return (
    <nav className="breadcrumb" aria-label="Okruszki">
      <ol>
        {[{ to: "/", label: "Strona główna" }, ...trail].map((step) => (
          <li key={step.to}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
        {current && <li aria-current="page">{current}</li>}
      </ol>
    </nav>
  );
}
