/**
 * One stop's details for stopDetailsPath: what a tour's page fetches for a stop it does not carry
 * (see stop-window.ts). Cached like the pages, per content revision with a strong ETag.
 */
import {
  type ErrorBody,
  type ErrorIssue,
  MAX_ID_LENGTH,
  readStopDetailsQuery,
} from "@tours/shared";
import type { PublicApi } from "../../lib/public-api";
import { withImageSizing } from "../media/image-sizing.server";
import { loadFullTour } from "./tour-load.server";
import type { TourStopDetails } from "./tour-view";
import { stopDetails } from "./tour-view.server";

export type StopDetailsAnswer =
  { status: 200; body: TourStopDetails } | { status: 400 | 404; body: ErrorBody };

export async function loadStopDetails(api: PublicApi, url: URL): Promise<StopDetailsAnswer> {
  const asked = readStopDetailsQuery(url.searchParams);
  const issues = (["tour", "stop"] as const).flatMap((name): ErrorIssue[] => {
    const slug = asked[name];
    if (!slug) return [{ path: name, message: "Required" }];
    return slug.length > MAX_ID_LENGTH
      ? [{ path: name, message: `Use at most ${MAX_ID_LENGTH} characters` }]
      : [];
  });
  if (issues.length > 0 || !asked.tour || !asked.stop) {
    const message = "The tour and stop are asked for by their slugs";
    return { status: 400, body: { error: { code: "validation_failed", message, issues } } };
  }
  const loaded = await loadFullTour(api, asked.tour);
  const stop = loaded?.tour.stops.find((candidate) => candidate.slug === asked.stop);
  if (!stop) {
    const message = loaded ? "The tour has no such stop" : "No tour has this slug";
    return { status: 404, body: { error: { code: "not_found", message } } };
  }
  return { status: 200, body: await withImageSizing(api, stopDetails(stop)) };
}
