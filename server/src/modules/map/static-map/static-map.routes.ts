/**
 * GET /map/tours/:tourId/stops/:stopId/next-stop-map.svg: the stop's static next-stop map,
 * cached per content revision (and basemap file) with its ETag and compressed like the other
 * public answers.
 */
import { pathId, tourPathParams } from "@tours/shared";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { sendCached, type PublicCache } from "../../../lib/public-cache.js";
import { contract, useZodContracts } from "../../../lib/route-contract.js";
import { fileVersion } from "../map.routes.js";
import { type NextStopMapSources, nextStopMapSvg } from "./next-stop-map.js";

const params = tourPathParams.extend({ stopId: pathId });

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
      return sendCached(request, reply, body, { type: "image/svg+xml" });
    },
  );
}
