import { INTRO, OUTRO_SCREEN, stopScreen } from "@tours/shared/browser";
import type { PublicStop } from "@tours/shared";
import { savedRecord, savedStop, savedTour } from "@tours/shared/testing";
import { describe, expect, it } from "vitest";
import { stopDetails, toFullTour, tourPageView } from "./tour-view.server";

const tour = savedTour({ slug: "river" });
const other = savedTour({ slug: "hills", title: "Hills" });
const stops: PublicStop[] = ["a", "b", "c", "d", "e"].map((slug, index) => {
  const record = savedRecord({
    Address: `${index + 1} Main St`,
    Coordinates: { lat: 36.16 + index / 1000, lng: -86.78 },
    Tours: [tour.id, other.id],
  });
  return {
    ...savedStop(tour.id, record.id, {
      slug,
      siteName: `Site ${slug}`,
      narrativeText: `<p>The story of ${slug}.</p>`,
      images: [{ path: `media/${slug}.jpg`, caption: "" }],
    }),
    record,
  };
});
const full = toFullTour({
  tour,
  stops,
  tours: [tour, other],
  siteName: "Nashville Tours",
  baseUrl: "https://tours.example",
  now: new Date("2026-11-26T12:00:00Z"),
});

describe("tourPageView", () => {
  it("carries every stop's summary, whatever the view", () => {
    for (const screen of [INTRO, stopScreen("c"), OUTRO_SCREEN]) {
      const view = tourPageView(full, screen);
      expect(view.stops.map((stop) => stop.slug)).toEqual(["a", "b", "c", "d", "e"]);
      expect(view.stops[2]).toEqual({
        id: stops[2]!.id,
        slug: "c",
        siteName: "Site c",
        audio: "/media/media/a.mp3",
        cover: { src: "/media/media/c.jpg", caption: "" },
        coordinates: { lat: 36.162, lng: -86.78 },
        address: "3 Main St",
      });
    }
  });

  it("carries the details of a stop and its neighbours only", () => {
    const view = tourPageView(full, stopScreen("c"));
    expect(Object.keys(view.stopDetails)).toEqual(["b", "c", "d"]);
    expect(view.stopDetails.c).toEqual(stopDetails(full.stops[2]!));
    expect(view.stopDetails.c?.narrativeHtml).toBe("<p>The story of c.</p>");
    expect(view.stopDetails.c?.otherTours.map((t) => t.slug)).toEqual(["hills"]);
    expect(view.stopDetails.c?.citation).toContain("https://tours.example/records/");
  });

  it("carries the first stop's details from the intro and none from the outro", () => {
    expect(Object.keys(tourPageView(full, INTRO).stopDetails)).toEqual(["a"]);
    expect(tourPageView(full, OUTRO_SCREEN).stopDetails).toEqual({});
  });

  it("keeps the heavy fields out of the summaries", () => {
    const [summary] = tourPageView(full, OUTRO_SCREEN).stops;
    for (const field of ["narrativeHtml", "transcript", "record", "citation", "otherTours"])
      expect(summary).not.toHaveProperty(field);
  });
});
