/**
 * Whether the tour on screen is a driving tour (category 'Driving Tours', TourView.driving), read
 * from the tour layout's data (routes/tour.tsx), in person or after a QR scan.
 */
import { useRouteLoaderData } from "react-router";
import { LANDING_TOUR_LAYOUT_ID, TOUR_LAYOUT_ID } from "../tour-routes";
import type { TourView } from "../tour-view";

type Loaded = { found: true; tour: Pick<TourView, "driving"> } | { found: false };

export function useDrivingTour(): boolean {
  const inPerson = useRouteLoaderData<Loaded>(TOUR_LAYOUT_ID);
  const landing = useRouteLoaderData<Loaded>(LANDING_TOUR_LAYOUT_ID);
  const loaded = inPerson ?? landing;
  return loaded?.found === true && loaded.tour.driving;
}
