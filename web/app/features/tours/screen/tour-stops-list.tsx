/** The 'Tour Stops' accordion: every stop in order, the current one marked. */
import { AppLink } from "../../chrome/app-link";
import { type TourMode, stopScreen, tourPath } from "@tours/shared/browser";
import type { TourStopSummary } from "../tour-view";

interface Props {
  mode: TourMode;
  tourSlug: string;
  stops: readonly TourStopSummary[];
  currentSlug: string | null;
  onPick?(): void;
}

export function TourStopsList({ mode, tourSlug, stops, currentSlug, onPick }: Props) {
  if (stops.length === 0) return <p>This tour has no stops yet.</p>;
  return (
    <ol className="tour-stops">
      {stops.map((stop) => (
        <li key={stop.id}>
          <AppLink
            to={tourPath(mode, tourSlug, stopScreen(stop.slug))}
            aria-current={stop.slug === currentSlug ? "page" : undefined}
            onClick={onPick}
          >
            {stop.siteName}
          </AppLink>
        </li>
      ))}
    </ol>
  );
}
