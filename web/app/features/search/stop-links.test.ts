import { describe, expect, it } from "vitest";
import { toStopLinks } from "./stop-links";

const tours = [
  { id: "t1", slug: "music-row", title: "Music Row" },
  { id: "t2", slug: "downtown", title: "Downtown" },
];

describe("toStopLinks", () => {
  it("links each hit to its stop within its tour, in the hits' order", () => {
    const links = toStopLinks(
      [
        { id: "s1", slug: "rca-studio-b", siteName: "RCA Studio B", tourId: "t1" },
        { id: "s2", slug: "ryman", siteName: "Ryman Auditorium", tourId: "t2" },
      ],
      tours,
    );
    expect(links).toEqual([
      {
        id: "s1",
        siteName: "RCA Studio B",
        tourTitle: "Music Row",
        href: "/tours/music-row/rca-studio-b",
      },
      {
        id: "s2",
        siteName: "Ryman Auditorium",
        tourTitle: "Downtown",
        href: "/tours/downtown/ryman",
      },
    ]);
  });

  it("drops hits whose tour is unknown", () => {
    expect(toStopLinks([{ id: "s3", slug: "x", siteName: "X", tourId: "gone" }], tours)).toEqual(
      [],
    );
  });

  it("gives nothing for no hits", () => {
    expect(toStopLinks([], tours)).toEqual([]);
  });
});
