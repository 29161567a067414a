/** The Saved tours page's list: each saved tour with its size and date, open, remove; storage used. */
import { tourPath } from "@tours/shared/browser";
import { useEffect, useState } from "react";
import { AppLink } from "../chrome/app-link";
import { ConfirmRemove } from "./confirm-remove";
import { refreshSavedTours, type SavedTourStatus } from "./refresh-saved-tours";
import { formatMegabytes, listSavedTours, removeSavedTour } from "./save-tour";
import { offlineSavingSupported } from "./use-saved-tour";
import "./offline.css";

const savedOn = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

export function SavedToursList() {
  const [tours, setTours] = useState<SavedTourStatus[] | "loading" | "unsupported">("loading");

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!offlineSavingSupported()) return setTours("unsupported");
      const saved = await listSavedTours();
      if (live) setTours(saved);
      const fresh = await refreshSavedTours();
      if (live) setTours(fresh);
    })();
    return () => {
      live = false;
    };
  }, []);

  if (tours === "loading") return <p role="status">Loading saved tours…</p>;
  if (tours === "unsupported") {
    return <p>This browser cannot keep tours for offline use.</p>;
  }
  if (tours.length === 0) {
    return (
      <p>
        No tours saved for offline yet. Open a tour and choose &lsquo;Save for offline&rsquo; on its
        first page.{" "}
        <AppLink to="/tours" className="lone-link">
          Browse the tours
        </AppLink>
      </p>
    );
  }

  const remove = async (tourId: string) => {
    await removeSavedTour(tourId);
    setTours(await listSavedTours());
  };
  const total = tours.reduce((sum, tour) => sum + tour.bytes, 0);

  return (
    <>
      <p className="saved-tours__total">
        Saved tours use {formatMegabytes(total)} of this device&rsquo;s storage.
      </p>
      <ul className="saved-tours">
        {tours.map((tour) => (
          <li key={tour.tourId} className="saved-tours__item">
            <h2>
              {tour.gone ? (
                tour.title
              ) : (
                <AppLink to={tourPath("in-person", tour.tourSlug)}>{tour.title}</AppLink>
              )}
            </h2>
            <p>
              {formatMegabytes(tour.bytes)} · saved {savedOn(tour.savedAt)}
            </p>
            {tour.gone && <p className="saved-tours__gone">This tour is no longer offered.</p>}
            <ConfirmRemove what={tour.title} onRemove={() => void remove(tour.tourId)}>
              {(ask) => (
                <button type="button" className="button button--secondary" onClick={ask}>
                  Remove<span className="visually-hidden"> {tour.title}</span>
                </button>
              )}
            </ConfirmRemove>
          </li>
        ))}
      </ul>
    </>
  );
}
