import type { AdminTourStop, Tour } from "@tours/shared";
import { describe, expect, it } from "vitest";
import {
  newStopDraft,
  newTourDraft,
  sameDraft,
  toStopInput,
  toTourInput,
  tourDraftOf,
} from "./tour-draft";

const tour: Tour = {
  id: "t1",
  slug: "downtown",
  title: "Downtown",
  description: "A walk.",
  categories: ["Downtown Nashville Tours"],
  duration: 1.5,
  distance: 2,
  stopIds: ["s1"],
  images: [{ path: "media/a.jpg", caption: "A" }],
  map: "/map/style.json",
  tourMapZoomLevel: 13,
  nextStopMapZoomLevel: 18,
  intro: "<p>Hi</p>",
  outro: "<p>Bye</p>",
  introAudio: "media/intro.mp3",
  outroAudio: "",
  introTranscript: "Welcome.",
  outroTranscript: "",
  route: null,
  version: 4,
  updatedAt: "2026-01-01T00:00:00.000Z",
};

const stop: AdminTourStop = {
  id: "s1",
  slug: "capitol",
  siteName: "Capitol",
  narrativeText: "<p>Built 1859.</p>",
  tourId: "t1",
  recordId: "r1",
  audio: { path: "media/s1.mp3", transcript: "Built in 1859." },
  images: [],
  content: ["<p>More</p>"],
  version: 2,
  updatedAt: "2026-01-01T00:00:00.000Z",
  record: {
    id: "r1",
    slug: "capitol",
    Title: "State Capitol",
    Type: "Building",
    Coordinates: null,
  },
};

describe("tour drafts", () => {
  it("start a new tour with the SPEC defaults: zoom 12 and 17, the site's map, no stops", () => {
    expect(newTourDraft("t9")).toMatchObject({
      id: "t9",
      map: "/map/style.json",
      tourMapZoomLevel: 12,
      nextStopMapZoomLevel: 17,
      stops: [],
      categories: [],
    });
    expect(newTourDraft("t9").version).toBeUndefined();
  });

  it("turn a saved tour and its stops into the with-stops body, the stops' order the only stop order", () => {
    const draft = tourDraftOf(tour, [stop]);
    const body = toTourInput({ ...draft, duration: " 2.25 ", title: " Downtown " });
    expect(body).toMatchObject({
      id: "t1",
      title: "Downtown",
      duration: 2.25,
      distance: 2,
      images: [{ path: "media/a.jpg", caption: "A" }],
      introAudio: "media/intro.mp3",
      outroAudio: "",
      introTranscript: "Welcome.",
      outroTranscript: "",
      version: 4,
    });
    expect(body).not.toHaveProperty("updatedAt");
    expect(body).not.toHaveProperty("stopIds");
    // The stop as saved, without what the server sets (its time) or reads (its record).
    const { updatedAt: _updatedAt, record: _record, ...saved } = stop;
    expect(toStopInput(draft.stops[0]!)).toEqual(saved);
  });

  it("send no version for a tour or stop never saved, and NaN for a number left empty", () => {
    const draft = { ...newTourDraft("t2"), stops: [newStopDraft("s2", "t2")] };
    expect(toTourInput(draft)).not.toHaveProperty("version");
    expect(toTourInput(draft).duration).toBeNaN();
    expect(toStopInput(draft.stops[0]!)).not.toHaveProperty("version");
  });

  it("compare what would be saved, files waiting included", () => {
    const draft = tourDraftOf(tour, [stop]);
    expect(sameDraft(draft, tourDraftOf(tour, [stop]))).toBe(true);
    expect(sameDraft(draft, { ...draft, title: "Uptown" })).toBe(false);
    expect(sameDraft(draft, { ...draft, stops: [] })).toBe(false);
    const file = new File(["x"], "intro.mp3", { type: "audio/mpeg" });
    expect(
      sameDraft(draft, {
        ...draft,
        outroAudio: { key: "outro-audio", path: "", file, transcript: "" },
      }),
    ).toBe(false);
  });
});
