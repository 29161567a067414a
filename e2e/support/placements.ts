/**
 * The QR specs' demo content (where each record stands on each of its tours) and the welcome
 * page's controls.
 */
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { audioState } from "./narration.js";
import {
  type ApiRecord,
  type ApiStop,
  type ApiTour,
  apiRecords,
  apiStops,
  apiTours,
} from "./demo-api.js";

export const storyButton = (page: Page) => page.getByRole("link", { name: "Hear the Story" });
export const termsModal = (page: Page) => page.getByRole("dialog", { name: "Terms of Use" });
export const acceptButton = (page: Page) =>
  termsModal(page).getByRole("button", { name: "I Accept" });

/** 'Hear the Story' on a first visit: the terms are asked while the narration loads, paused. */
export async function tapStoryToTerms(page: Page, audioPath: string): Promise<void> {
  await storyButton(page).click();
  await expect(termsModal(page)).toBeVisible();
  expect(await audioState(page)).toMatchObject({ paused: true, src: `/media/${audioPath}` });
}

export interface Placement {
  record: ApiRecord;
  tour: ApiTour;
  stops: ApiStop[];
  index: number;
}

/** Every (record, tour) pair of the demo content, with the record's place on that tour. */
async function placements(request: APIRequestContext): Promise<Placement[]> {
  const tours = await apiTours(request);
  const stopsByTour = new Map<string, ApiStop[]>();
  for (const tour of tours) stopsByTour.set(tour.id, await apiStops(request, tour));
  return (await apiRecords(request)).flatMap((record) =>
    record.Tours.flatMap((tourId) => {
      const tour = tours.find((candidate) => candidate.id === tourId);
      const stops = stopsByTour.get(tourId) ?? [];
      const index = stops.findIndex((stop) => stop.recordId === record.id);
      return tour && index >= 0 ? [{ record, tour, stops, index }] : [];
    }),
  );
}

export async function pick(
  request: APIRequestContext,
  want: (p: Placement, all: Placement[]) => boolean,
): Promise<Placement> {
  const all = await placements(request);
  const found = all.find((p) => want(p, all));
  if (!found) throw new Error("The demo content has no such record");
  return found;
}

export const toursOf = (p: Placement) => p.record.Tours.length;

/** The record's stop on that tour, in landing mode. */
export const stopUrl = (p: Placement) =>
  `/landing/walking-tours/tours/${p.tour.slug}/${p.stops[p.index]!.slug}`;
