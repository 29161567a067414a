/** What the server gives page loaders (through the load context): the same services as /api. */
import type {
  AboutUs,
  ArchiveRecord,
  PublicStop,
  SiteConfig,
  SocialLinks,
  StopSearchHit,
  Tour,
} from "@tours/shared";

export interface PublicApi {
  site: SiteConfig;
  /** Public address of the site, without a trailing slash (canonical URLs, sitemap). */
  baseUrl: string;
  tours(): Promise<Tour[]>;
  featuredTourIds(): Promise<string[]>;
  socialLinks(): Promise<SocialLinks>;
  aboutUs(): Promise<AboutUs>;
  records(): Promise<ArchiveRecord[]>;
  record(slug: string): Promise<ArchiveRecord | undefined>;
  tourStops(tourId: string): Promise<PublicStop[] | undefined>;
  keywords(): Promise<string[]>;
  /** Pixel size of an uploaded image (/media/…), undefined when unknown. */
  imageSize(src: string): Promise<{ width: number; height: number } | undefined>;
  searchStops(keyword: string): Promise<StopSearchHit[]>;
}

declare module "react-router" {
  interface AppLoadContext {
    cspNonce?: string;
    api: PublicApi;
  }
}
