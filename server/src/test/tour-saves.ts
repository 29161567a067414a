/** Saves a tour with one stop per record through the staff API, as the tour editor does. */
import type { TourInput } from "@tours/shared";
import { expect } from "vitest";
import { stopBody } from "@tours/shared/testing";
import type { TestApp } from "./test-app.js";

/** Answers the saved tour's version. */
export async function saveTourWithStops(
  t: TestApp,
  body: TourInput,
  recordIds: string[],
): Promise<number> {
  const stops = recordIds.map((id) => stopBody(body.id, id));
  const res = await t.admin("PUT", `/tours/${body.id}/with-stops`, { tour: body, stops });
  expect(res.statusCode).toBe(200);
  return res.json<{ tour: { version: number } }>().tour.version;
}
