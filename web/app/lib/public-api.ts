/** What the server gives page loaders (through the load context): the same services as /api. */
import type {
  AboutUs,
  ArchiveRecord,
  ImageSizing,
  Page,
  PublicNotice,
  PublicStop,
  SiteConfig,
  SocialLinks,
  StopSearchResult,
  Tour,
  TourStart,
} from "@tours/shared";

export interface PublicApi {
  site: SiteConfig;
  /** Public address of the site, without a trailing slash (canonical URLs, sitemap). */
  baseUrl: string;
  tours(): Promise<Tour[]>;
  featuredTourIds(): Promise<string[]>;
  socialLinks(): Promise<SocialLinks>;
  aboutUs(): Promise<AboutUs>;
  /** The notices shown on the site (none: an empty list). */
  notices(): Promise<PublicNotice[]>;
  records(): Promise<ArchiveRecord[]>;
  /** Records whose title contains `q` (any case), by Title; `placed`: only those with coordinates. */
  recordsPage(request: {
    q: string;
    placed: boolean;
    page: number;
    pageSize: number;
  }): Promise<Page<ArchiveRecord>>;
  record(slug: string): Promise<ArchiveRecord | undefined>;
  /** Whole records for the given ids (unknown ids skipped). */
  recordsByIds(ids: string[]): Promise<ArchiveRecord[]>;
  /** Every tour's id, slug, title and categories, in title order: to find, sort, filter, count. */
  tourIndex(): Promise<{ id: string; slug: string; title: string; categories: string[] }[]>;
  /** Whole tours for the given ids, in that order (unknown ids skipped). */
  toursByIds(ids: string[]): Promise<Tour[]>;
  /** Where tours start (their first placed stop), in title order; only the given tours' if any. */
  tourStarts(tourIds?: string[]): Promise<TourStart[]>;
  tourStops(tourId: string): Promise<PublicStop[] | undefined>;
  /** The most used keywords (at most KEYWORD_OPTIONS), for the search form to offer. */
  keywordOptions(): Promise<string[]>;
  /** The most used keywords holding the text (any case), at most `limit`. */
  keywordsContaining(text: string, limit: number): Promise<string[]>;
  /** Pixel size of an uploaded image (/media/…), undefined when unknown. */
  imageSize(src: string): Promise<{ width: number; height: number } | undefined>;
  /** Size of an uploaded image and whether its phone-sized copies are stored; undefined when unknown. */
  imageSizing(src: string): Promise<ImageSizing | undefined>;
  /**
   * One page of the stops whose record carries `keyword` (any case), by tour title and then the
   * tour's order, with their tours' slugs and titles. The first page counts as a search.
   */
  searchStopsPage(request: {
    keyword: string;
    page: number;
    pageSize: number;
  }): Promise<Page<StopSearchResult>>;
}

declare module "react-router" {
  interface AppLoadContext {
    cspNonce?: string;
    /** This answer's CSP nonce for inline styles (the page's stylesheets, inlined). */
    cspStyleNonce?: string;
    /** The client build's folder, whose stylesheets pages carry inline (none in development). */
    clientRoot?: string;
    api: PublicApi;
    /** Whether pages register the service worker (false: they unregister it; SERVICE_WORKER). */
    serviceWorker?: boolean;
  }
}
