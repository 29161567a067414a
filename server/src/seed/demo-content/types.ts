/** Shapes of the hand-written demo content; the seeder turns them into API inputs. */
import type { TourCategory, QrCodeStatus } from "@tours/shared";

export interface DemoRecord {
  slug: string;
  Title: string;
  Type: string;
  Creator: string;
  Author: string;
  Address: string;
  /** True position of the site, decimal degrees. */
  lat: number;
  lng: number;
  Description: string;
  Source: string[];
  Date: string;
  Contributor: string[];
  RelationLink?: string;
  RelationText?: string;
  Coverage: string;
  Rights: string;
  Subject: string[];
  Keyword: string[];
  Notes: string;
  /** Caption of the illustration generated for the record. */
  imageCaption: string;
}

export interface DemoStop {
  slug: string;
  siteName: string;
  recordSlug: string;
  /** HTML: <p>, <em>, <strong>, <a href> only. */
  narrativeText: string;
  /** Plain text read aloud for the stop's narration audio. */
  narration: string;
}

export interface DemoTour {
  slug: string;
  title: string;
  description: string;
  categories: TourCategory[];
  duration: number;
  distance: number;
  intro: string;
  outro: string;
  introNarration: string;
  outroNarration: string;
  stops: DemoStop[];
}

export interface DemoStaffMember {
  titleLine: string;
  bio: string;
  sortOrder: number;
  imageAlt: string;
}

export interface DemoQrCode {
  recordSlug: string;
  locationName: string;
  locationDescription: string;
  address: string;
  zip: string;
  notes: string;
  status: QrCodeStatus;
  codeLabelName: string;
}
