/**
 * The demo content as the specs read it from the public API, typed by the shared schemas. Other
 * specs add short-lived tours of their own, all with slugs starting "e2e-": the lists leave them
 * out.
 */
import type { APIRequestContext } from "@playwright/test";
import type { ArchiveRecord, PublicStop, Tour } from "@tours/shared";

export type ApiTour = Tour;
export type ApiStop = PublicStop;
export type ApiRecord = ArchiveRecord;

export async function apiTours(request: APIRequestContext): Promise<ApiTour[]> {
  const tours = (await (await request.get("/api/tours")).json()) as ApiTour[];
  return tours.filter((tour) => !tour.slug.startsWith("e2e-"));
}

export async function apiStops(request: APIRequestContext, tour: ApiTour): Promise<ApiStop[]> {
  return (await (await request.get(`/api/tours/${tour.id}/stops`)).json()) as ApiStop[];
}

export async function apiRecords(request: APIRequestContext): Promise<ApiRecord[]> {
  return (await (await request.get("/api/records")).json()) as ApiRecord[];
}
