/** The few fields of records and tours that the landing pages send to the browser. */
import type { PageImage } from "../media/page-image";

export interface LandingImage extends PageImage {
  alt: string;
}

export interface LandingRecord {
  id: string;
  slug: string;
  title: string;
  cover: LandingImage | null;
}

export interface LandingTour {
  slug: string;
  title: string;
  cover: LandingImage | null;
}
