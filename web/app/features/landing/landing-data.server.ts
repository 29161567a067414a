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

export async function findRecordById(api: PublicApi, id: string) {
  return (await api.recordsByIds([id]))[0];
}

export async function findTourBySlug(api: PublicApi, slug: string | null) {
  const entry = slug ? (await api.tourIndex()).find((tour) => tour.slug === slug) : undefined;
  return entry && (await api.toursByIds([entry.id]))[0];
}

/** The first image with a file, described by its caption or else by the title. */
function coverOf(
  images: readonly { path: string; caption: string }[],
  title: string,
): LandingImage | null {
  const image = images.find((candidate) => candidate.path.trim());
  return image ? { src: mediaUrl(image.path), alt: image.caption.trim() || title } : null;
}
