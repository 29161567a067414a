/**
 * The addresses of the QR landing flow (SPEC §2 Landing (QR) routes). The landing selection rides
 * in the query string, `record` = record id and `tour` = tour slug, so a reload or a shared link
 * keeps it and the server can render it.
 */
export const LANDING_BASE = "/landing/walking-tours";

export interface LandingSelection {
  /** Slug of the selected tour. */
  tour: string | null;
  /** Id of the record whose QR code was scanned. */
  record: string | null;
}

export function readLandingSelection(search: URLSearchParams): LandingSelection {
  return { tour: nonEmpty(search.get("tour")), record: nonEmpty(search.get("record")) };
}

export const welcomePath = (recordSlug: string) => `${LANDING_BASE}/${segment(recordSlug)}`;

export const selectTourPath = (recordId: string) =>
  `${LANDING_BASE}/${segment(recordId)}/select-tour`;

/** The tour view in landing mode: its intro, or one stop when `stopSlug` is given. */
export function landingTourPath(
  tourSlug: string,
  options: { stopSlug?: string; record?: string | null } = {},
): string {
  const stop = options.stopSlug ? `/${segment(options.stopSlug)}` : "";
  return `${LANDING_BASE}/tours/${segment(tourSlug)}${stop}${query({ record: options.record })}`;
}

export const audioCuePath = (tourSlug: string, record?: string | null) =>
  `${LANDING_BASE}/audio-cue${query({ tour: tourSlug, record })}`;

export const backToStartPath = (tourSlug: string, record?: string | null) =>
  `${LANDING_BASE}/back-to-start${query({ tour: tourSlug, record })}`;

/**
 * Where 'More Info' leads: a choice when the record is on several tours, straight to the tour
 * (selected automatically) when on one, nowhere when on none (SPEC §4 QR landing flow).
 */
export function moreInfoPath(recordId: string, tourSlugs: readonly string[]): string | null {
  const [only, ...others] = tourSlugs;
  if (only === undefined) return null;
  return others.length > 0 ? selectTourPath(recordId) : landingTourPath(only, { record: recordId });
}

function query(values: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

const segment = (value: string) => encodeURIComponent(value);

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
