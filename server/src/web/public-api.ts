/** The load context's API for page loaders: the same services the REST routes use. */
import { KEYWORD_OPTIONS, sortByTitle, type SiteConfig } from "@tours/shared";
import type { RevisionMemo } from "../lib/revision-memo.js";
import type { RecordPageRequest } from "../modules/records/records.service.js";
import type { StopSearchPageRequest } from "../modules/stops/stops.service.js";
import type { Services } from "../services.js";
import { createImageSizes } from "./image-sizes.js";
import { createImageSizing } from "./image-sizing.js";

export type PublicApi = ReturnType<typeof createPublicApi>;

export function createPublicApi(
  services: Services,
  site: SiteConfig,
  baseUrl: string,
  memo: RevisionMemo,
) {
  const imageSize = createImageSizes(services.mediaStore);
  return {
    site,
    baseUrl: baseUrl.replace(/\/+$/, ""),
    tours: () => services.tours.list(),
    featuredTourIds: () => services.settings.featuredTours(),
    socialLinks: () => services.settings.socialLinks(),
    aboutUs: () => services.content.aboutUs(),
    /** The notices shown at the top of the public pages, read once per revision. */
    notices: () => memo("notices", () => services.notices.shown()),
    records: () => services.records.list(),
    /** One page of records by title (the /records page). */
    recordsPage: (request: RecordPageRequest) => services.records.page(request),
    record: (slug: string) => services.records.findBySlug(slug),
    recordsByIds: (ids: string[]) => services.records.listByIds(ids),
    /**
     * Every tour's id, slug, title and categories in title order, worked out once per revision
     * (every tour page lists the others by title).
     */
    tourIndex: () => memo("tourIndex", async () => sortByTitle(await services.tours.index())),
    toursByIds: (ids: string[]) => services.tours.listByIds(ids),
    /** Where tours start; every tour's, read once per revision (each outro's nearby tours). */
    tourStarts: (tourIds?: string[]) =>
      tourIds ? services.tours.starts(tourIds) : memo("tourStarts", () => services.tours.starts()),
    tourStops: (tourId: string) => services.stops.listPublicByTour(tourId),
    /** The keywords the search form offers: the most used, worked out once per revision. */
    keywordOptions: () =>
      memo("keywordOptions", () => services.keywords.mostUsed({ q: "", limit: KEYWORD_OPTIONS })),
    keywordsContaining: (text: string, limit: number) =>
      services.keywords.mostUsed({ q: text, limit }),
    imageSize,
    /** An uploaded image's size and whether its phone-sized copies are stored (srcset). */
    imageSizing: createImageSizing(services.mediaStore, imageSize, memo),
    /**
     * One page of the stops of a keyword, with their tours' slugs and titles. Counted like a call
     * to /api/stops/searchKeyword, one door or the other, one event, and only for the first page:
     * reading further pages of the results is not searching again.
     */
    searchStopsPage: (request: StopSearchPageRequest) => {
      if (request.page === 1) services.analytics.recordSearch(request.keyword);
      return services.stops.searchPage(request);
    },
  };
}
