/**
 * A stop's static next-stop map: the leg from the stop to the next one, drawn at once by the
 * server so the visitor sees a map before MapLibre has loaded (and on phones without WebGL).
 */
import type { PublicStop, Tour } from "@tours/shared";
import { hasUsableCoordinates, nextStopFrame, routeLeg } from "@tours/shared/map";
import { notFound } from "../../../lib/errors.js";
import { basemapShapes } from "./basemap-shapes.js";
import { drawStaticMap } from "./draw-static-map.js";
import { outlineShapes } from "./outline-shapes.js";
import { OUTLINE_PALETTE, STREETS_PALETTE } from "./palette.js";

export interface NextStopMapSources {
  tours: { get(id: string): Promise<Tour> };
  stops: { listPublicByTour(tourId: string): Promise<PublicStop[] | undefined> };
  /** MAP_PMTILES: its streets are drawn; without it, the built-in outline's GeoJSON. */
  pmtilesFile: string | undefined;
  outlineGeojsonFile: string;
}

export async function nextStopMapSvg(
  tourId: string,
  stopId: string,
  sources: NextStopMapSources,
): Promise<string> {
  const [tour, stops] = await Promise.all([
    sources.tours.get(tourId),
    sources.stops.listPublicByTour(tourId),
  ]);
  const index = (stops ?? []).findIndex((stop) => stop.id === stopId);
  const stop = stops?.[index];
  const next = stops?.[index + 1];
  if (!stops || !stop) throw notFound("Stop");
  if (!next || !hasUsableCoordinates(next.record.Coordinates))
    throw notFound("Next stop on the map");
  const at = (s: PublicStop) =>
    hasUsableCoordinates(s.record.Coordinates) ? s.record.Coordinates : null;
  const from = at(stop);
  const to = next.record.Coordinates;
  const { path, leg } = routeLeg(tour.route?.coordinates ?? null, stops.map(at), from, to);
  const frame = nextStopFrame(leg, from, to);
  const streets = sources.pmtilesFile;
  const shapes = streets
    ? await basemapShapes(streets, frame)
    : outlineShapes(sources.outlineGeojsonFile, frame);
  return drawStaticMap({
    frame,
    palette: streets ? STREETS_PALETTE : OUTLINE_PALETTE,
    shapes,
    path,
    leg,
    from: from ? { at: from, number: index + 1 } : null,
    to: { at: to, number: index + 2 },
    title: `Map from ${stop.siteName} to ${next.siteName}`,
  });
}
