/** The load context's API for page loaders: the same services the REST routes use. */
import type { SiteConfig } from "@tours/shared";
import type { RecordPageRequest } from "../modules/records/records.service.js";
import type { Services } from "../services.js";
import { createImageSizes } from "./image-sizes.js";

export type PublicApi = ReturnType<typeof createPublicApi>;

export function createPublicApi(
  services: Services,
  site: SiteConfig,
  baseUrl: string,
  mediaRoot: string,
) {
  return {
    site,
    baseUrl: baseUrl.replace(/\/+$/, ""),
    tours: () => services.tours.list(),
    featuredTourIds: () => services.settings.featuredTours(),
    socialLinks: () => services.settings.socialLinks(),
    aboutUs: () => services.content.aboutUs(),
    records: () => services.records.list(),
    /** One page of records by title (the /records page). */
    recordsPage: (request: RecordPageRequest) => services.records.page(request),
    record: (slug: string) => services.records.findBySlug(slug),
    recordsByIds: (ids: string[]) => services.records.listByIds(ids),
    tourIndex: () => services.tours.index(),
    toursByIds: (ids: string[]) => services.tours.listByIds(ids),
    tourStarts: (tourIds?: string[]) => services.tours.starts(tourIds),
    tourStops: (tourId: string) => services.stops.listPublicByTour(tourId),
    keywords: () => services.keywords.list(),
    imageSize: createImageSizes(mediaRoot),
    /** Counted like a call to /api/stops/searchKeyword: one door or the other, one event. */
    searchStops: (keyword: string) => {
      services.analytics.recordSearch(keyword);
      return services.stops.searchByKeyword(keyword);
    },
  };
}
