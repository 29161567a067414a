/**
 * What a visitor sees for a page that cannot be loaded offline: the offline page (/offline, where
 * the service worker sends such navigations) and the app's error screen when a link is followed
 * with no connection. Try again goes back to the page wanted; saved tours still open.
 */
import { useEffect, useState } from "react";
import { tourPath } from "@tours/shared/browser";
import type { SavedTourStatus } from "./refresh-saved-tours";
import { listSavedTours } from "./save-tour";

interface Props {
  /** Where Try again goes (the page that could not be loaded). */
  retryPath: string;
}

export function OfflineNotice({ retryPath }: Props) {
  const [saved, setSaved] = useState<SavedTourStatus[] | undefined>();
  useEffect(() => {
    listSavedTours().then(setSaved, () => setSaved([]));
  }, []);

  return (
    <main id="main" className="page offline-page">
      <h1>You’re offline</h1>
      <p className="lead">
        This page isn’t kept on this phone and there is no connection right now. Pages you have
        already read still open; try again when you have signal.
      </p>
      <p>
        {/* A real link: it works before the page's scripts run, and it asks the network again. */}
        <a href={retryPath} className="button offline-page__retry">
          Try again
        </a>
      </p>
      <section aria-labelledby="saved-tours-heading">
        <h2 id="saved-tours-heading">Saved tours</h2>
        {saved === undefined ? null : saved.length === 0 ? (
          <p>No tours saved for offline yet.</p>
        ) : (
          <ul className="offline-page__tours">
            {saved.map((tour) =>
              tour.gone ? (
                // As on the Saved tours page, where it can be removed: no link to it.
                <li key={tour.tourId}>
                  {tour.title}: this tour is no longer offered.{" "}
                  <a href="/saved-tours">Saved tours</a>
                </li>
              ) : (
                <li key={tour.tourId}>
                  <a href={tourPath("in-person", tour.tourSlug)}>{tour.title}</a>
                </li>
              ),
            )}
          </ul>
        )}
      </section>
    </main>
  );
}
