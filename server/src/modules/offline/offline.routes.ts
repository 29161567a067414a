/** GET /api/tours/{id}/offline: what saving the tour for offline use downloads (see offline-plan). */
import { offlinePlan, tourPathParams } from "@tours/shared";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { notFound } from "../../lib/errors.js";
import { sendCached, type PublicCache } from "../../lib/public-cache.js";
import { contract, useZodContracts } from "../../lib/route-contract.js";
import type { Services } from "../../services.js";
import { isSafeMediaKey } from "../media/store/media-store.js";
import { storeUnavailable } from "../media/store/store-errors.js";
import { loadCodeFiles } from "./code-files.js";
import { createImageCopyFiles } from "./image-copy-files.js";
import { mapFiles, type MapFilesOptions } from "./map-files.js";
import { planTourFiles } from "./offline-plan.js";

export interface OfflineRoutesOptions {
  services: Services;
  cache: PublicCache;
  /** The web build's client folder (web/build/client). */
  clientRoot: string;
  map: MapFilesOptions;
}

const MEDIA_PREFIX = "/media/";

export async function offlineRoutes(
  app: FastifyInstance,
  { services, cache, clientRoot, map }: OfflineRoutesOptions,
) {
  const code = loadCodeFiles(clientRoot);
  const imageCopies = createImageCopyFiles(services.mediaStore);
  const mediaBytes = async (url: string): Promise<number | undefined> => {
    let key: string;
    try {
      key = decodeURIComponent(url.slice(MEDIA_PREFIX.length));
    } catch {
      return undefined;
    }
    if (!isSafeMediaKey(key)) return undefined;
    const stat = await services.mediaStore
      .stat(key)
      .catch(storeUnavailable("The tour's files could not be listed"));
    return stat?.size;
  };
  // A saved page is stored as the server answers it, decoded: its size is that of the answer
  // uncompressed. Rendering it here also leaves it in the page cache for the save that follows.
  const renderedBytes = async (url: string): Promise<number | undefined> => {
    const response = await app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "identity" },
    });
    return response.statusCode === 200 ? response.rawPayload.length : undefined;
  };
  const sources = {
    mediaBytes,
    renderedBytes,
    imageCopies,
    tours: services.tours,
    qrCodes: services.qrCodes,
    code,
  };

  useZodContracts(app);
  app.get<{ Params: z.output<typeof tourPathParams> }>(
    "/tours/:tourId/offline",
    contract({ params: tourPathParams, response: { 200: offlinePlan } }),
    async (request, reply) => {
      const { tourId } = request.params;
      const build = async () => {
        const stops = await services.stops.listPublicByTour(tourId);
        if (!stops) throw notFound("Tour");
        const tour = await services.tours.get(tourId);
        return planTourFiles(
          { tour, stops },
          { ...sources, map: await mapFiles(tour, stops, map) },
        );
      };
      return sendCached(
        request,
        reply,
        await cache.get(`/tours/${tourId}/offline`, build, offlinePlan),
      );
    },
  );
}
