/**
 * GET /map/tours/:tourId/stops/:stopId/next-stop-map.svg: the stop's static next-stop map,
 * cached per content revision (and basemap file) with its ETag and compressed like the other
 * public answers; browsers keep it a minute.
 */
import { pathId, tourPathParams } from "@tours/shared";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { sendCached, type PublicCache } from "../../../lib/public-cache.js";
import { contract, useZodContracts } from "../../../lib/route-contract.js";
import { fileVersion } from "../map.routes.js";
import { type NextStopMapSources, nextStopMapSvg } from "./next-stop-map.js";

const params = tourPathParams.extend({ stopId: pathId });
/** Seconds a browser keeps a picture without asking: an edit to the leg shows within a minute. */
const PICTURE_MAX_AGE = 60;

interface Options {
  cache: PublicCache;
  sources: NextStopMapSources;
}

export async function staticMapRoutes(app: FastifyInstance, { cache, sources }: Options) {
  useZodContracts(app);
  const basemap = sources.pmtilesFile;
  app.get<{ Params: z.output<typeof params> }>(
    "/map/tours/:tourId/stops/:stopId/next-stop-map.svg",
    contract({ params }),
    async (request, reply) => {
      const { tourId, stopId } = request.params;
      // A replaced basemap file draws anew.
      const key = `next-stop-map ${tourId} ${stopId} ${basemap ? fileVersion(basemap) : ""}`;
      const body = await cache.text(key, () => nextStopMapSvg(tourId, stopId, sources));
      // A minute without asking again: the next-stop dialog shows the picture at the tap and again
      // once its code has come, each in its own <img>, and the second must not wait on the network.
      return sendCached(request, reply, body, { type: "image/svg+xml", maxAge: PICTURE_MAX_AGE });
    },
  );
}
