import { ListLink } from "~/components/list-link";
import { pageHref, pagerModel } from "@core/pages/pager";

type Props = {
  /** the list's bare path, e.g. "/archiwum" (page 1), "/szukaj/abc" */
  basePath: string;
  page: number;
  count: number;
  /** the navigation's name; two pagers on one page need two names (landmarks told apart) */
  label?: string;
};

/**
 * The shared pager (product §2.6): nothing for a single page, arrows above 5 pages, dots above
 * 10. Its links are ListLinks (two pagers a page, up to a dozen links each).
 */
export function Pager({ basePath, page, count, label = "Strony" }: Props) {
  if (count <= 1) return null;
  const model = pagerModel(page, count);
  const arrow = (target: number | null, label: string, symbol: string) =>
    target === null ? (
      <span className="pager-arrow" aria-disabled="true">
        {symbol}
      </span>
    ) : (
      <ListLink className="pager-arrow" to={pageHref(basePath, target)} aria-label={label} rel={label === "Następna strona" ? "next" : "prev"}>
        {symbol}
      </ListLink>
    );
  return (
    <nav className="pager" aria-label={label}>
      {model.arrows && arrow(model.arrows.prev, "Poprzednia strona", "«")}
      {model.items.map((item) =>
        item.kind === "dots" ? (
          <span key={item.key} className="pager-dots" aria-hidden="true">
            …
          </span>
        ) : item.current ? (
          <span key={item.page} className="pager-page current" aria-current="page">
            {item.page}
          </span>
        ) : (
          <ListLink key={item.page} className="pager-page" to={pageHref(basePath, item.page)} aria-label={`Strona ${item.page}`}>
            {item.page}
          </ListLink>
        ),
      )}
      {model.arrows && arrow(model.arrows.next, "Następna strona", "»")}
    </nav>
  );
}
