/** SPEC §5 'Get Directions': Google Maps in a new tab, with the stop as destination when placed. */
import { track } from "../../../lib/analytics";
import { directionsUrl, type LatLng } from "./directions";

export function GetDirectionsLink({
  siteName,
  coordinates,
  address = "",
}: {
  siteName: string;
  coordinates: LatLng | null;
  /** Used when there are no coordinates. */
  address?: string;
}) {
  return (
    <a
      className="button button--secondary"
      href={directionsUrl(coordinates, address)}
      target="_blank"
      rel="noopener"
      onClick={() => track("Map", "DirectionsOpened", siteName)}
    >
      Get Directions<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
