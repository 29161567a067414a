/** The 'Tour Stops' list for a keyword, or a plain sentence when nothing matches. */
import { useId } from "react";
import { AppLink } from "../chrome/app-link";
import type { StopLink } from "./stop-links";

export function StopResults({ keyword, stops }: { keyword: string; stops: StopLink[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="search-results">
      <h2 id={headingId}>Tour Stops</h2>
      {stops.length === 0 ? (
        <p className="search-empty">No tour stops match "{keyword}".</p>
      ) : (
        <>
          <p className="search-summary">
            {stops.length} {stops.length === 1 ? "stop" : "stops"} for "{keyword}"
          </p>
          <ul className="search-stops">
            {stops.map((stop) => (
              <li key={stop.id}>
                <AppLink to={stop.href} className="search-stops__link">
                  {stop.siteName}
                </AppLink>
                <span className="search-stops__tour">{stop.tourTitle}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
