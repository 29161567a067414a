import { describe, expect, it } from "vitest";
import { newTourDraft, type TourDraft } from "./tour-draft";
import {
  addStop,
  chooseRecord,
  editStop,
  editTour,
  moveStop,
  removeStop,
  withSavedVersions,
} from "./tour-edits";

const record = {
  id: "r1",
  slug: "capitol",
  Title: "State Capitol",
  Type: "Building",
  Coordinates: null,
};
const threeStops = (): TourDraft =>
  ["a", "b", "c"].reduce((draft, id) => addStop(draft, id), newTourDraft("t1"));

describe("tour edits", () => {
  it("suggest a new tour's slug from its title until a slug is typed", () => {
    let draft = editTour(newTourDraft("t1"), { title: "Music Row" });
    expect(draft.slug).toBe("music-row");
    draft = editTour(draft, { title: "Music Row Walk" });
    expect(draft.slug).toBe("music-row-walk");
    draft = editTour(draft, { slug: "row" });
    expect(editTour(draft, { title: "Other" }).slug).toBe("row");
    expect(editTour({ ...draft, version: 1, slug: "" }, { title: "Saved" }).slug).toBe("");
  });

  it("suggest a new stop's slug from its site name, free on the tour", () => {
    let draft = editStop(threeStops(), "a", { siteName: "Capitol" });
    draft = editStop(draft, "b", { siteName: "Capitol" });
    expect(draft.stops.map((s) => s.slug)).toEqual(["capitol", "capitol-2", ""]);
    draft = editStop(draft, "a", { slug: "mine" });
    expect(editStop(draft, "a", { siteName: "Other" }).stops[0]?.slug).toBe("mine");
  });

  it("leave a saved stop's slug alone", () => {
    const draft = threeStops();
    draft.stops[0] = { ...draft.stops[0]!, slug: "old", siteName: "Old", version: 2 };
    expect(editStop(draft, "a", { siteName: "New" }).stops[0]).toMatchObject({
      siteName: "New",
      slug: "old",
    });
  });

  it("choose a record, naming a stop that has no name yet after it", () => {
    const draft = chooseRecord(threeStops(), "b", record);
    expect(draft.stops[1]).toMatchObject({
      recordId: "r1",
      record,
      siteName: "State Capitol",
      slug: "state-capitol",
    });
    const named = editStop(threeStops(), "b", { siteName: "Mine" });
    expect(chooseRecord(named, "b", record).stops[1]?.siteName).toBe("Mine");
  });

  it("add stops at the end for this tour, move them clamped, and remove them", () => {
    const draft = threeStops();
    expect(draft.stops.map((s) => [s.id, s.tourId])).toEqual([
      ["a", "t1"],
      ["b", "t1"],
      ["c", "t1"],
    ]);
    expect(moveStop(draft, 2, 0).stops.map((s) => s.id)).toEqual(["c", "a", "b"]);
    expect(moveStop(draft, 0, -1).stops.map((s) => s.id)).toEqual(["a", "b", "c"]);
    expect(moveStop(draft, 1, 9).stops.map((s) => s.id)).toEqual(["a", "c", "b"]);
    expect(removeStop(draft, "b").stops.map((s) => s.id)).toEqual(["a", "c"]);
  });

  it("take the versions saved meanwhile, keeping what was typed", () => {
    const draft = editStop(threeStops(), "a", { siteName: "Typed" });
    const mine = withSavedVersions(draft, 7, [{ id: "a", version: 3 }]);
    expect(mine.version).toBe(7);
    expect(mine.stops.map((s) => s.version)).toEqual([3, undefined, undefined]);
    expect(mine.stops[0]?.siteName).toBe("Typed");
  });
});
