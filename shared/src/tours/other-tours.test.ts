import { describe, expect, it } from "vitest";
import { chooseOtherTours, OTHER_TOURS_LISTED, sortByTitle, tourEnd } from "./other-tours.js";

const capitol = { lat: 36.1659, lng: -86.7844 };
const ryman = { lat: 36.1612, lng: -86.7785 };
const parthenon = { lat: 36.1497, lng: -86.8133 };
const hermitage = { lat: 36.2149, lng: -86.6134 };
const fortNegley = { lat: 36.1423, lng: -86.7745 };

describe("sortByTitle", () => {
  it("sorts case-insensitively without changing the input", () => {
    const tours = [{ title: "broadway" }, { title: "Capitol Hill" }, { title: "Belmont" }];
    expect(sortByTitle(tours).map((t) => t.title)).toEqual(["Belmont", "broadway", "Capitol Hill"]);
    expect(tours[0]!.title).toBe("broadway");
  });
});

describe("tourEnd", () => {
  it("is the last stop that has coordinates", () => {
    expect(tourEnd([{ coordinates: ryman }, { coordinates: capitol }, { coordinates: null }])).toBe(
      capitol,
    );
    expect(tourEnd([{ coordinates: null }])).toBeNull();
  });
});

describe("chooseOtherTours", () => {
  const index = [
    { id: "this", title: "Capitol Hill" },
    { id: "far", title: "far east" },
    { id: "unplaced", title: "Unplaced" },
    { id: "near", title: "Near" },
    { id: "middle", title: "Middle" },
    { id: "south", title: "Fort Negley" },
  ];
  const starts = [
    { tourId: "this", ...capitol },
    { tourId: "far", ...hermitage },
    { tourId: "near", ...ryman },
    { tourId: "middle", ...parthenon },
    { tourId: "south", ...fortNegley },
  ];

  it("lists the other tours by title and suggests the three that start nearest the end", () => {
    const choice = chooseOtherTours({ tourId: "this", end: capitol, index, starts });
    expect(choice.listed).toEqual(["far", "south", "middle", "near", "unplaced"]);
    expect(choice.total).toBe(5);
    expect(choice.nearby.map((n) => n.tourId)).toEqual(["near", "south", "middle"]);
    expect(choice.nearby[0]!.metres).toBeGreaterThan(500);
    expect(choice.nearby[0]!.metres).toBeLessThan(900);
    expect(choice.shown).toEqual(choice.listed);
  });

  it("suggests none when the tour has no end on the map", () => {
    const choice = chooseOtherTours({ tourId: "this", end: null, index, starts });
    expect(choice.nearby).toEqual([]);
    expect(choice.listed).toHaveLength(5);
  });

  it("lists the first few by title and shows the nearby ones past them too", () => {
    const many = Array.from({ length: OTHER_TOURS_LISTED + 5 }, (_, i) => ({
      id: `t${i}`,
      title: `Tour ${i}`,
    }));
    const last = many.at(-1)!;
    const choice = chooseOtherTours({
      tourId: "t0",
      end: capitol,
      index: many,
      starts: [
        { tourId: "t0", ...capitol },
        { tourId: last.id, ...ryman },
      ],
    });
    expect(choice.total).toBe(OTHER_TOURS_LISTED + 4);
    expect(choice.listed).toHaveLength(OTHER_TOURS_LISTED);
    expect(choice.listed).not.toContain("t0");
    expect(choice.listed).not.toContain(last.id);
    expect(choice.nearby.map((n) => n.tourId)).toEqual([last.id]);
    expect(choice.shown).toEqual([...choice.listed, last.id]);
  });
});
