/**
 * The few tour fields a card and the tours list need, so pages don't ship whole tours. Browser
 * code: only types come from @tours/shared here (its runtime pulls in zod, ~30 KB gzip).
 */
import type { TourCategory } from "@tours/shared";
import type { PageImage } from "../media/page-image";

export interface TourSummary {
  id: string;
  slug: string;
  title: string;
  description: string;
  categories: string[];
  duration: number;
  distance: number;
  stopCount: number;
  /** The cover image (the tour's first image), or null when the tour has none. */
  image: PageImage | null;
  /** Where the tour starts (its first placed stop), or null when unknown or none is placed. */
  start: { lat: number; lng: number } | null;
}

/**
 * What a tour's outro shows of the site's other tours. The list is bounded so a tour's pages do
 * not grow with the archive: past OTHER_TOURS_LISTED, a link leads to all of them on /tours.
 */
export interface OtherTours {
  /** The first OTHER_TOURS_LISTED by title. */
  listed: TourSummary[];
  /** How many other tours the site has. */
  total: number;
  /** The tours that start closest to where this one ends, with the distance in metres. */
  nearby: { tour: TourSummary; metres: number }[];
}

export const OTHER_TOURS_LISTED = 24;

export interface CategoryCount {
  category: TourCategory;
  count: number;
}

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** SPEC §5 plural wording: the plural only when the amount is over 1. */
function amount(value: number, one: string, many: string): string {
  return `${numberFormat.format(value)} ${value > 1 ? many : one}`;
}

export const formatDuration = (hours: number) => amount(hours, "hour", "hours");
export const formatDistance = (miles: number) => amount(miles, "mile", "miles");
export const formatStopCount = (stops: number) => amount(stops, "site", "sites");

/** Tours sorted by title, ignoring case (SPEC §9). */
export function sortByTitle<T extends { title: string }>(tours: readonly T[]): T[] {
  const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
  return [...tours].sort((a, b) => collator.compare(a.title, b.title));
}

/** The tours list's category parameter (?cat=). */
export const CATEGORY_PARAM = "cat";

/** The `cat` query parameter as one of the known categories, or null for All Tours. */
export function parseCategory(
  value: string | null | undefined,
  categories: readonly TourCategory[],
): TourCategory | null {
  return categories.find((category) => category === value) ?? null;
}

export function inCategory<T extends { categories: readonly string[] }>(
  tours: readonly T[],
  category: TourCategory | null,
): T[] {
  return category ? tours.filter((tour) => tour.categories.includes(category)) : [...tours];
}

/** The address of the tours list filtered to one category (or all tours). */
export function toursHref(category: TourCategory | null): string {
  return category ? `/tours?cat=${encodeURIComponent(category)}` : "/tours";
}
