/**
 * Previous, next and numbered page links: plain links, so every page of a list is reachable
 * without scripts (and by search engines); the page being shown is marked aria-current.
 */
import { AppLink } from "../chrome/app-link";
import { pageWindow } from "./page-params";
import "./paging.css";

interface Props {
  /** Accessible name of the navigation, e.g. "Records pages". */
  label: string;
  current: number;
  last: number;
  href(page: number): string;
}

export function PaginationNav({ label, current, last, href }: Props) {
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="link-chips pagination__list">
        {current > 1 && (
          <li>
            <AppLink to={href(current - 1)} rel="prev" className="pagination__link">
              <span aria-hidden="true">‹ </span>Previous
            </AppLink>
          </li>
        )}
        {pageWindow(current, last).map((page, index) =>
          page === "gap" ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <AppLink
                to={href(page)}
                className="pagination__link"
                aria-current={page === current ? "page" : undefined}
                aria-label={`Page ${page}`}
                rel={page === current - 1 ? "prev" : page === current + 1 ? "next" : undefined}
              >
                {page}
              </AppLink>
            </li>
          ),
        )}
        {current < last && (
          <li>
            <AppLink to={href(current + 1)} rel="next" className="pagination__link">
              Next<span aria-hidden="true"> ›</span>
            </AppLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
