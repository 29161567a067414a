import type { Tour } from "@tours/shared";
import { describe, expect, it } from "vitest";
import { savedRecord, savedTour } from "@tours/shared/testing";
import { toLandingRecord, toLandingTour } from "./landing-data.server";

const tour = (id: string, overrides: Partial<Tour> = {}): Tour =>
  savedTour({ id, slug: `${id}-slug`, title: `Tour ${id}`, images: [], ...overrides });

describe("toLandingRecord", () => {
  it("keeps the id, slug and trimmed title, and the first image with a file as cover", () => {
    const record = savedRecord({
      id: "rec-1",
      slug: "fort-negley",
      Title: "  Fort Negley ",
      images: [
        { path: " ", caption: "empty", associated_records: [] },
        { path: "media/fort.jpg", caption: " The fort's walls ", associated_records: [] },
      ],
    });
    expect(toLandingRecord(record)).toEqual({
      id: "rec-1",
      slug: "fort-negley",
      title: "Fort Negley",
      cover: { src: "/media/media/fort.jpg", alt: "The fort's walls" },
    });
  });

  it("describes an uncaptioned cover by the title, and has none without images", () => {
    const captionless = savedRecord({
      Title: "Fort Negley",
      images: [{ path: "media/fort.jpg", caption: "", associated_records: [] }],
    });
    expect(toLandingRecord(captionless).cover?.alt).toBe("Fort Negley");
    expect(toLandingRecord(savedRecord({ images: [] })).cover).toBeNull();
  });
});

describe("toLandingTour", () => {
  it("keeps slug, title and cover", () => {
    const withImage = tour("t1", { images: [{ path: "media/t1.jpg", caption: "" }] });
    expect(toLandingTour(withImage)).toEqual({
      slug: "t1-slug",
      title: "Tour t1",
      cover: { src: "/media/media/t1.jpg", alt: "Tour t1" },
    });
  });
});
