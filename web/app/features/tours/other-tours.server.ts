/**
 * The site's other tours as a tour's outro shows them (OtherTours), read without loading every
 * tour: the light index gives the titles to list and the count, one query gives where each tour
 * starts (for the nearest), and only the tours shown are read whole.
 */
import type { PublicApi } from "../../lib/public-api";
import { nearestTours } from "./outro/nearest-tours";
import { toTourSummary, withStarts } from "./tour-summary.server";
import { OTHER_TOURS_LISTED, type OtherTours, sortByTitle } from "./tour-summary";
import type { LatLng } from "./tour-view";

export async function loadOtherTours(
  api: PublicApi,
  tourId: string,
  /** Where this tour ends (its last placed stop), null when none is placed. */
  end: LatLng | null,
  index: readonly { id: string; title: string }[],
): Promise<OtherTours> {
  const others = sortByTitle(index.filter((t) => t.id !== tourId));
  const starts = (await api.tourStarts()).filter((start) => start.tourId !== tourId);
  const nearest = nearestTours(
    end,
    starts.map(({ tourId: id, lat, lng }) => ({ id, start: { lat, lng } })),
  );
  const listedIds = others.slice(0, OTHER_TOURS_LISTED).map((t) => t.id);
  const shownIds = [...new Set([...listedIds, ...nearest.map(({ tour }) => tour.id)])];
  const shown = withStarts((await api.toursByIds(shownIds)).map(toTourSummary), starts);
  const byId = new Map(shown.map((summary) => [summary.id, summary]));
  return {
    listed: listedIds.flatMap((id) => byId.get(id) ?? []),
    total: others.length,
    nearby: nearest.flatMap(({ tour, metres }) => {
      const summary = byId.get(tour.id);
      return summary ? [{ tour: summary, metres }] : [];
    }),
  };
}
