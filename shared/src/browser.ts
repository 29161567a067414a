/**
 * The runtime helpers the browser needs, without the Zod schemas (about 29 KB gzip) that the
 * main entry point brings along. Types still come from "@tours/shared".
 */
export { isHttpUrl, mediaUrl } from "./common/urls.js";
export * from "./common/distance.js";
export * from "./common/whole-number.js";
export { controlCharactersAsSpaces } from "./common/control-characters.js";
export * from "./media/image-copies.js";
export { MAX_TRANSCRIPT_LENGTH } from "./common/transcript-rules.js";
export * from "./common/slug-rules.js";
export { isStaffPath } from "./common/staff-paths.js";
export {
  DEFAULT_NEXT_STOP_MAP_ZOOM,
  DEFAULT_TOUR_MAP_ZOOM,
  TOUR_CATEGORIES,
} from "./tours/tour-constants.js";
export { RESERVED_STOP_SLUGS } from "./stops/stop-constants.js";
export {
  MAX_RECORDS_PAGE_SIZE,
  MAX_RECORDS_QUERY_LENGTH,
  RECORDS_PAGE_SIZE,
  type Page,
} from "./records/record-page-constants.js";
export {
  KEYWORD_OPTIONS,
  MAX_KEYWORD_LENGTH,
  SEARCH_PAGE_SIZE,
} from "./stops/stop-search-constants.js";
export * from "./tours/tour-start.js";
export * from "./tours/other-tours.js";
export * from "./common/public-urls.js";
export * from "./tours/offline-plan.js";
export * from "./common/api-error.js";
