/** A readable list of where the tours start, shown when the map itself cannot be drawn. */
import { tourPath } from "@tours/shared/browser";
import { AppLink } from "../chrome/app-link";
import type { TourPoint } from "./tour-points";

/** Why a map is not drawn, in words for the visitor. */
export const MAP_FAILURE_REASONS = {
  unsupported: "This browser can't draw the map.",
  failed: "The map could not be loaded.",
} as const;

export function MapFallback({
  points,
  reason,
}: {
  points: readonly TourPoint[];
  reason: keyof typeof MAP_FAILURE_REASONS;
}) {
  return (
    <div className="tour-map-fallback">
      <p>
        {MAP_FAILURE_REASONS[reason]} {points.length > 0 ? "Here is where each tour starts:" : ""}
      </p>
      {points.length > 0 && (
        <ul>
          {points.map((point) => (
            <li key={point.tourId}>
              <AppLink to={tourPath("in-person", point.slug)}>{point.title}</AppLink>: starts at{" "}
              {point.start}{" "}
              <span className="tour-map-fallback__coords">
                ({point.lat.toFixed(4)}, {point.lng.toFixed(4)})
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
