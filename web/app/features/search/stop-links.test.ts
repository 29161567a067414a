import { describe, expect, it } from "vitest";
import { describeStops, toStopLink } from "./stop-links";

describe("toStopLink", () => {
  it("links a result to its stop within its tour, in person and virtually, naming the tour", () => {
    expect(
      toStopLink({
        id: "s1",
        slug: "rca-studio-b",
        siteName: "RCA Studio B",
        tourId: "t1",
        tourSlug: "music-row",
        tourTitle: "Music Row",
      }),
    ).toEqual({
      siteName: "RCA Studio B",
      tourTitle: "Music Row",
      href: "/tours/music-row/rca-studio-b",
      virtualHref: "/tours/music-row/v/rca-studio-b",
    });
  });
});

describe("describeStops", () => {
  it("counts every stop of the keyword, not only those shown", () => {
    expect(describeStops(1, "music")).toBe('1 stop for "music"');
    expect(describeStops(230, "market-0")).toBe('230 stops for "market-0"');
  });
});
