/** GET /api/tours/{id}/offline: what saving the tour for offline use downloads (see offline-plan). */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../lib/errors.js";
import { sendCached, type PublicCache } from "../../lib/public-cache.js";
import type { Services } from "../../services.js";
import { loadCodeFiles } from "./code-files.js";
import { mapFiles, type MapFilesOptions } from "./map-files.js";
import { planTourFiles } from "./offline-plan.js";

export interface OfflineRoutesOptions {
  services: Services;
  cache: PublicCache;
  mediaRoot: string;
  /** The web build's client folder (web/build/client). */
  clientRoot: string;
  map: MapFilesOptions;
}

const MEDIA_PREFIX = "/media/";

export async function offlineRoutes(
  app: FastifyInstance,
  { services, cache, mediaRoot, clientRoot, map }: OfflineRoutesOptions,
) {
  const code = loadCodeFiles(clientRoot);
  const root = path.resolve(mediaRoot);
  const mediaBytes = (url: string): number | undefined => {
    try {
      const file = path.resolve(root, decodeURIComponent(url.slice(MEDIA_PREFIX.length)));
      if (!file.startsWith(root + path.sep)) return undefined;
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      return stat?.isFile() ? stat.size : undefined;
    } catch {
      return undefined;
    }
  };

  app.get<{ Params: { tourId: string } }>("/tours/:tourId/offline", async (request, reply) => {
    const { tourId } = request.params;
    const body = await cache.get(`/tours/${tourId}/offline`, async () => {
      const stops = await services.stops.listPublicByTour(tourId);
      if (!stops) throw notFound("Tour");
      const tour = await services.tours.get(tourId);
      return planTourFiles(
        { tour, stops },
        { mediaBytes, map: await mapFiles(tour, stops, map), code },
      );
    });
    return sendCached(request, reply, body);
  });
}
