import { z } from "zod";
import {
  captionedImage,
  entityId,
  multiLineText,
  narrationAudio,
  requiredText,
  slug,
  title,
  version,
} from "../common/common.schema.js";
import { record } from "../records/record.schema.js";
import { tour, tourInput } from "../tours/tour.schema.js";
import { RESERVED_STOP_SLUGS } from "./stop-constants.js";

export { RESERVED_STOP_SLUGS };

/** Body of POST/PUT /dashboard/api/stops (SPEC §5 Stop). */
export const stopInput = z.object({
  id: entityId,
  slug: slug.refine(
    (value) => !RESERVED_STOP_SLUGS.includes(value),
    "Is a word of the tour's own addresses (outro, v)",
  ),
  siteName: title,
  narrativeText: requiredText,
  tourId: entityId,
  recordId: entityId,
  /** The narration's file and its transcript. */
  audio: narrationAudio,
  images: z.array(captionedImage),
  /** Further HTML passages shown after the narrative. */
  content: z.array(multiLineText).default([]),
  version,
});

export const stop = stopInput.extend({
  version: z.number().int(),
  updatedAt: z.string(),
});

/** A stop as the public API returns it: with its record embedded. */
export const publicStop = stop.extend({ record });

/** What GET /api/stops/searchKeyword returns per stop. */
export const stopSearchHit = z.object({
  id: z.string(),
  slug: z.string(),
  siteName: z.string(),
  tourId: z.string(),
});

/** A hit with its tour's slug and title: what a link to the stop needs (the results page). */
export const stopSearchResult = stopSearchHit.extend({
  tourSlug: z.string(),
  tourTitle: z.string(),
});

/** What the admin's GET /tours/{id}/stops tells of each stop's record: enough to name and place it. */
export const stopRecordSummary = record.pick({
  id: true,
  slug: true,
  Title: true,
  Type: true,
  Coordinates: true,
});

/** A stop as the admin tour editor loads it: with a summary of its record. */
export const adminTourStop = stop.extend({ record: stopRecordSummary });

/**
 * Body of PUT /dashboard/api/tours/{id}/with-stops: the tour and its stops in order. The order of
 * `stops` is the stop order: a `tour.stopIds` sent along is ignored, not a second answer.
 */
export const tourWithStopsInput = z.object({
  tour: tourInput.omit({ stopIds: true }),
  stops: z.array(stopInput),
});

/** The answer of PUT /dashboard/api/tours/{id}/with-stops: the tour and its stops as saved. */
export const tourWithStops = z.object({ tour, stops: z.array(stop) });

export type StopInput = z.input<typeof stopInput>;
export type ParsedStopInput = z.output<typeof stopInput>;
export type Stop = z.infer<typeof stop>;
export type PublicStop = z.infer<typeof publicStop>;
export type StopRecordSummary = z.infer<typeof stopRecordSummary>;
export type AdminTourStop = z.infer<typeof adminTourStop>;
export type StopSearchHit = z.infer<typeof stopSearchHit>;
export type StopSearchResult = z.infer<typeof stopSearchResult>;
export type TourWithStopsInput = z.input<typeof tourWithStopsInput>;
export type TourWithStops = z.infer<typeof tourWithStops>;
