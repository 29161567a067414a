/** The tours of a scanned record, to pick one (SPEC §2 Landing (QR) routes). */
import { data } from "react-router";
import { selectTourPath, sortByTitle } from "@tours/shared/browser";
import { findRecordById, toLandingRecord } from "../features/landing/landing-data.server";
import { selectTourText } from "../features/landing/landing-copy";
import { notFoundMeta } from "../features/landing/landing-meta";
import { LandingNotFound } from "../features/landing/landing-not-found";
import { SelectTourView } from "../features/landing/select-tour-view";
import { withImageSizing } from "../features/media/image-sizing.server";
import { toTourSummary } from "../features/tours/tour-summary.server";
import { rootData, seo } from "../lib/seo";
import { shareImage } from "../lib/share-image.server";
import type { Route } from "./+types/landing-select-tour";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context;
  const found = await findRecordById(api, params.recordId);
  if (!found) return data({ found: false as const }, { status: 404 });
  const tours = found.Tours.length > 0 ? await api.toursByIds(found.Tours) : [];
  const record = toLandingRecord(found);
  return {
    found: true as const,
    record,
    shareImage: await shareImage(api, record.cover ?? undefined),
    tours: await withImageSizing(api, sortByTitle(tours.map(toTourSummary))),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const root = rootData(matches);
  if (!data?.found) {
    return notFoundMeta(root, "record", location.pathname);
  }
  const { record, tours } = data;
  return seo(root.baseUrl, root.siteName, {
    title: `Tours of ${record.title}`,
    description: tours.length
      ? selectTourText(tours.length)
      : `${record.title} is not on a tour yet. See every tour of Nashville's history.`,
    path: selectTourPath(record.id),
    image: data.shareImage,
    noindex: true,
  });
};

export default function LandingSelectTour({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <LandingNotFound missing="record" />;
  return <SelectTourView record={loaderData.record} tours={loaderData.tours} />;
}
