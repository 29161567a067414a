/** What the landing pages' loaders send to the browser: a few fields, never whole entities. */
import { type ArchiveRecord, mediaUrl, type Tour } from "@tours/shared";
import type { PublicApi } from "../../lib/public-api";
import type { LandingImage, LandingRecord, LandingTour } from "./landing-types";

export function toLandingRecord(record: ArchiveRecord): LandingRecord {
  const title = record.Title.trim();
  return { id: record.id, slug: record.slug, title, cover: coverOf(record.images, title) };
}

export function toLandingTour(tour: Tour): LandingTour {
  return { slug: tour.slug, title: tour.title, cover: coverOf(tour.images, tour.title) };
}

/** The record's tours that exist, in the record's order. */
export function toursOf(record: ArchiveRecord, tours: readonly Tour[]): Tour[] {
  const byId = new Map(tours.map((tour) => [tour.id, tour]));
  return record.Tours.flatMap((id) => byId.get(id) ?? []);
}

export async function findRecordById(api: PublicApi, id: string) {
  return (await api.records()).find((record) => record.id === id);
}

export async function findTourBySlug(api: PublicApi, slug: string | null) {
  if (!slug) return undefined;
  return (await api.tours()).find((tour) => tour.slug === slug);
}

/** The first image with a file, described by its caption or else by the title. */
function coverOf(
  images: readonly { path: string; caption: string }[],
  title: string,
): LandingImage | null {
  const image = images.find((candidate) => candidate.path.trim());
  return image ? { src: mediaUrl(image.path), alt: image.caption.trim() || title } : null;
}
