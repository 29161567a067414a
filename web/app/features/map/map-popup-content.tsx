/** What a map marker's popup shows: each tour starting there, linked to its landing page. */
import { AppLink } from "../chrome/app-link";
import { track } from "../../lib/analytics";
import type { TourPointProperties } from "./tour-points";

export function MapPopupContent({ tours }: { tours: readonly TourPointProperties[] }) {
  return (
    <ul className="map-popup">
      {tours.map((tour) => (
        <li key={tour.tourId}>
          <AppLink to={`/tours/${tour.slug}`} onClick={() => track("Map", "TourLink", tour.title)}>
            {tour.title}
          </AppLink>
          <span className="map-popup__start">Starts at {tour.start}</span>
        </li>
      ))}
    </ul>
  );
}
