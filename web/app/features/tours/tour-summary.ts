/**
 * The few tour fields a card and the tours list need, so pages don't ship whole tours. Browser
 * code: only types come from @tours/shared here (its runtime pulls in zod, ~30 KB gzip).
 */
import type { TourCategory } from "@tours/shared";
import type { PageImage } from "../media/page-image";

/** What every page that shows a tour says of it. */
export interface TourBasics {
  id: string;
  slug: string;
  title: string;
  description: string;
  categories: string[];
  /** Hours. */
  duration: number;
  /** Miles. */
  distance: number;
}

export interface TourSummary extends TourBasics {
  stopCount: number;
  /** The cover image (the tour's first image), or null when the tour has none. */
  image: PageImage | null;
  /** Where the tour starts (its first placed stop), or null when unknown or none is placed. */
  start: { lat: number; lng: number } | null;
}

/**
 * What a tour's outro shows of the site's other tours (chosen by chooseOtherTours in
 * @tours/shared). The list is bounded: past OTHER_TOURS_LISTED, a link leads to all on /tours.
 */
export interface OtherTours {
  /** The first OTHER_TOURS_LISTED by title. */
  listed: TourSummary[];
  /** How many other tours the site has. */
  total: number;
  /** The tours that start closest to where this one ends, with the distance in metres. */
  nearby: { tour: TourSummary; metres: number }[];
}

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
