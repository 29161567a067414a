import type { PublicStop } from "@tours/shared";
import { savedRecord, savedStop, savedTour } from "@tours/shared/testing";
import { describe, expect, it } from "vitest";
import type { PublicApi } from "../../lib/public-api";
import { loadStopDetails } from "./stop-details.server";

const tour = savedTour({ slug: "river" });
const record = savedRecord({ Tours: [tour.id] });
const stop: PublicStop = {
  ...savedStop(tour.id, record.id, { slug: "gate", narrativeText: "<p>At the gate.</p>" }),
  record,
};

/** The site's one tour and its one stop, as the server's public API answers them. */
const api = {
  site: { siteName: "Nashville Tours" },
  baseUrl: "https://tours.example",
  tourIndex: async () => [{ id: tour.id, slug: tour.slug, title: tour.title }],
  toursByIds: async (ids: string[]) => (ids.includes(tour.id) ? [tour] : []),
  tourStops: async (id: string) => (id === tour.id ? [stop] : null),
  imageSizing: async () => undefined,
} as unknown as PublicApi;

const load = (query: string) =>
  loadStopDetails(api, new URL(`https://tours.example/stop-details.json${query}`));

describe("loadStopDetails", () => {
  it("answers the stop's details", async () => {
    const answer = await load("?tour=river&stop=gate");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ narrativeHtml: "<p>At the gate.</p>", otherTours: [] });
  });

  it("answers 404 for a tour or stop there is not", async () => {
    for (const query of ["?tour=lake&stop=gate", "?tour=river&stop=bridge"]) {
      const answer = await load(query);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: { code: "not_found" } });
    }
  });

  it("answers 400 naming each slug missing or too long", async () => {
    const missing = await load("?tour=%20");
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: {
        code: "validation_failed",
        issues: [
          { path: "tour", message: "Required" },
          { path: "stop", message: "Required" },
        ],
      },
    });
    const long = await load(`?tour=river&stop=${"x".repeat(65)}`);
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ error: { issues: [{ path: "stop" }] } });
  });
});
