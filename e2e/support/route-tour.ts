/** A tour made for the route specs through the staff API: placed demo records, optional route. */
import { type APIRequestContext, expect, test } from "@playwright/test";
import type { TourCategory } from "@tours/shared";
import { tourBody } from "@tours/shared/testing";
import { tourStaffSession } from "./admin-tours.js";
import { ADMIN_API, staffHeaders, staffToken } from "./staff.js";
import type { ApiRecord } from "./demo-api.js";

export interface LatLng {
  lat: number;
  lng: number;
}

/** `count` demo records that have a place on the map, in the order the API lists them. */
export async function placedRecords(request: APIRequestContext, count: number) {
  const records = (await (await request.get("/api/records")).json()) as ApiRecord[];
  const placed = records.filter((r) => r.Coordinates && r.Coordinates.lat && r.Coordinates.lng);
  if (placed.length < count) throw new Error(`The demo content has fewer than ${count} places`);
  return placed.slice(0, count);
}

export interface RouteTour {
  id: string;
  slug: string;
  stops: { slug: string; siteName: string; recordId: string }[];
}

/**
 * Creates a tour on the records (stops named after them, every stop playing `extra.audio` when
 * given, with no transcript); answers its id, slug and stops.
 */
export async function createRouteTour(
  request: APIRequestContext,
  key: string,
  records: { id: string; Title: string }[],
  extra: {
    route?: [number, number][] | null;
    categories?: TourCategory[];
    audio?: string;
    introAudio?: string;
  } = {},
): Promise<RouteTour> {
  const token = await staffToken(request);
  const id = crypto.randomUUID();
  const slug = `e2e-route-${key}`;
  const stops = records.map((record, i) => ({
    id: crypto.randomUUID(),
    slug: `stop-${i + 1}`,
    siteName: record.Title,
    narrativeText: `<p>Narrative ${i + 1}</p>`,
    tourId: id,
    recordId: record.id,
    audio: { path: extra.audio ?? "" },
    images: [],
  }));
  const tour = tourBody({
    id,
    slug,
    title: `E2E route ${key}`,
    categories: extra.categories ?? [],
    route: extra.route ? { type: "LineString", coordinates: extra.route } : null,
    ...(extra.introAudio ? { introAudio: extra.introAudio } : {}),
  });
  const res = await request.put(`${ADMIN_API}/tours/${id}/with-stops`, {
    headers: staffHeaders(token),
    data: { tour, stops },
  });
  expect(res.status()).toBe(200);
  return {
    id,
    slug,
    stops: stops.map((s) => ({ slug: s.slug, siteName: s.siteName, recordId: s.recordId })),
  };
}

/**
 * For a spec file: each test's pages are signed in as staff with the Terms of Use accepted, and
 * the tours whose ids are pushed onto the answered list are deleted after the last test.
 */
export function staffEditingTours(): string[] {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem("tos", "true"));
  });
  return tourStaffSession().created;
}

export async function deleteTour(request: APIRequestContext, id: string) {
  const token = await staffToken(request);
  await request.delete(`${ADMIN_API}/tours/${id}`, { headers: staffHeaders(token) });
}

/** "lng,lat" with at most six decimals, as the maps write data-path and data-leg. */
export const lngLat = ([lng, lat]: [number, number]) =>
  `${Number(lng.toFixed(6))},${Number(lat.toFixed(6))}`;
