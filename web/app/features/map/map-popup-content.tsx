/** What a map marker's popup shows: each tour starting there, linked to its landing page. */
import { tourPath } from "@tours/shared/browser";
import { AppLink } from "../chrome/app-link";
import { track } from "../../lib/analytics";
import type { TourPointProperties } from "./tour-points";

export function MapPopupContent({ tours }: { tours: readonly TourPointProperties[] }) {
  return (
    <ul className="map-popup">
      {tours.map((tour) => (
        <li key={tour.tourId}>
          <AppLink
            to={tourPath("in-person", tour.slug)}
            onClick={() => track("Map", "TourLink", tour.title)}
          >
            {tour.title}
          </AppLink>
          <span className="map-popup__start">Starts at {tour.start}</span>
        </li>
      ))}
    </ul>
  );
}
