/** GET /api/map/points.geojson as a schema: the server builds the file through it. */
import { z } from "zod";
import type { TourStartCollection } from "./tour-start.js";

const tourStartProperties = z.object({
  tourId: z.string(),
  slug: z.string(),
  title: z.string(),
  categories: z.array(z.string()),
  start: z.string(),
});

export const tourStartCollection = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(
    z.object({
      type: z.literal("Feature"),
      geometry: z.object({
        type: z.literal("Point"),
        coordinates: z.tuple([z.number(), z.number()]),
      }),
      properties: tourStartProperties,
    }),
  ),
}) satisfies z.ZodType<TourStartCollection>;
