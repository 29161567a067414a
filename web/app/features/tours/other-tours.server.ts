/**
 * The site's other tours as a tour's outro shows them (OtherTours), read without loading every
 * tour: the light index gives the titles to list and the count, one query gives where each tour
 * starts (for the nearest), and only the tours shown are read whole. Which ones is chosen by
 * chooseOtherTours (@tours/shared), as the offline plan chooses the covers to save.
 */
import { chooseOtherTours } from "@tours/shared";
import type { PublicApi } from "../../lib/public-api";
import { toTourSummary, withStarts } from "./tour-summary.server";
import type { OtherTours } from "./tour-summary";
import type { LatLng } from "./tour-view";

export async function loadOtherTours(
  api: PublicApi,
  tourId: string,
  /** Where this tour ends (its last placed stop), null when none is placed. */
  end: LatLng | null,
  index: readonly { id: string; title: string }[],
): Promise<OtherTours> {
  const starts = await api.tourStarts();
  const choice = chooseOtherTours({ tourId, end, index, starts });
  const shown = withStarts((await api.toursByIds(choice.shown)).map(toTourSummary), starts);
  const byId = new Map(shown.map((summary) => [summary.id, summary]));
  return {
    listed: choice.listed.flatMap((id) => byId.get(id) ?? []),
    total: choice.total,
    nearby: choice.nearby.flatMap(({ tourId: id, metres }) => {
      const summary = byId.get(id);
      return summary ? [{ tour: summary, metres }] : [];
    }),
  };
}
