/** A tour's walking or driving route: a GeoJSON LineString drawn by staff. */
import { z } from "zod";

/** Enough for a long, detailed route; keeps a saved tour and its page data small. */
export const MAX_ROUTE_POINTS = 5000;

const longitude = z.number().finite().min(-180).max(180);
const latitude = z.number().finite().min(-90).max(90);

/** [longitude, latitude], GeoJSON order. */
export const routePosition = z.tuple([longitude, latitude]);

export const tourRoute = z.object({
  type: z.literal("LineString"),
  coordinates: z
    .array(routePosition)
    .min(2, "A route needs at least 2 points")
    .max(MAX_ROUTE_POINTS, `A route has at most ${MAX_ROUTE_POINTS} points`),
});

export type TourRoute = z.infer<typeof tourRoute>;
