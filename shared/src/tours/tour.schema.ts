import { z } from "zod";
import {
  entityId,
  captionedImage,
  httpUrlOrPath,
  pathId,
  requiredLine,
  requiredText,
  singleLineText,
  slug,
  title,
  transcript,
  version,
} from "../common/common.schema.js";

import {
  DEFAULT_NEXT_STOP_MAP_ZOOM,
  DEFAULT_TOUR_MAP_ZOOM,
  TOUR_CATEGORIES,
} from "./tour-constants.js";
import { tourRoute } from "./tour-route.schema.js";

export { MAX_ROUTE_POINTS, tourRoute, type TourRoute } from "./tour-route.schema.js";

export { DEFAULT_NEXT_STOP_MAP_ZOOM, DEFAULT_TOUR_MAP_ZOOM, TOUR_CATEGORIES };
export const tourCategory = z.enum(TOUR_CATEGORIES);

const zoomLevel = z.number().int().min(0).max(22);

/** Body of POST/PUT /dashboard/api/tours (SPEC §5 Tour). */
export const tourInput = z.object({
  id: entityId,
  slug,
  title,
  description: requiredText,
  categories: z.array(tourCategory),
  duration: z.number().min(0),
  distance: z.number().min(0),
  stopIds: z.array(entityId),
  images: z.array(captionedImage),
  map: requiredLine.pipe(httpUrlOrPath),
  tourMapZoomLevel: zoomLevel.default(DEFAULT_TOUR_MAP_ZOOM),
  nextStopMapZoomLevel: zoomLevel.default(DEFAULT_NEXT_STOP_MAP_ZOOM),
  intro: requiredText,
  outro: requiredText,
  introAudio: singleLineText.trim().default(""),
  outroAudio: singleLineText.trim().default(""),
  introTranscript: transcript,
  outroTranscript: transcript,
  /** Optional: without one, the maps join the stops with straight segments. */
  route: tourRoute.nullable().default(null),
  version,
});

export const tour = tourInput.extend({
  version: z.number().int(),
  updatedAt: z.string(),
});

/** The tour named by the address of GET /api/tours/{tourId}/stops and /offline. */
export const tourPathParams = z.object({ tourId: pathId });

export type TourCategory = z.infer<typeof tourCategory>;
export type TourInput = z.input<typeof tourInput>;
export type ParsedTourInput = z.output<typeof tourInput>;
export type Tour = z.infer<typeof tour>;
