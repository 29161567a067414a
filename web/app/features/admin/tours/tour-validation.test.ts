import { MAX_TRANSCRIPT_LENGTH } from "@tours/shared/browser";
import { describe, expect, it } from "vitest";
import { newStopDraft, newTourDraft, type TourDraft } from "./tour-draft";
import { canSave, invalidStops, stopName, stopProblems, tourProblems } from "./tour-validation";

const record = { id: "r1", slug: "r", Title: "Capitol", Type: "Building", Coordinates: null };

const validStop = (id: string, slug: string) => ({
  ...newStopDraft(id, "t1"),
  siteName: `Site ${id}`,
  slug,
  recordId: "r1",
  record,
  narrativeText: "<p>Text</p>",
});

const valid = (): TourDraft => ({
  ...newTourDraft("t1"),
  title: "Downtown",
  slug: "downtown",
  description: "A walk.",
  duration: "1.5",
  distance: "0",
  intro: "<p>Hi</p>",
  outro: "<p>Bye</p>",
  stops: [validStop("s1", "capitol"), validStop("s2", "library")],
});

const idle = { loading: false, saving: false };

describe("tour validation (SPEC §5 Tour, Stop)", () => {
  it("accepts a complete tour with valid stops", () => {
    expect(tourProblems(valid())).toEqual([]);
    expect(invalidStops(valid())).toEqual([]);
    expect(canSave(valid(), idle)).toBe(true);
  });

  it("names every required tour field left empty", () => {
    expect(tourProblems(newTourDraft("t1")).map((p) => p.field)).toEqual([
      "title",
      "slug",
      "description",
      "duration",
      "distance",
      "intro",
      "outro",
    ]);
    expect(tourProblems({ ...valid(), map: " " }).map((p) => p.field)).toEqual(["map"]);
  });

  it("wants numbers of at least 0 for duration and distance, and a well-formed slug", () => {
    expect(tourProblems({ ...valid(), duration: "two" })).toEqual([
      { field: "duration", message: "Duration must be a number" },
    ]);
    expect(tourProblems({ ...valid(), distance: "-1" })[0]?.field).toBe("distance");
    expect(tourProblems({ ...valid(), slug: "Down Town" })[0]?.field).toBe("slug");
  });

  it("refuses a stop without record, site name or narrative, and duplicate or reserved slugs", () => {
    const draft = valid();
    const bare = newStopDraft("s3", "t1");
    expect(stopProblems(bare, draft.stops).map((p) => p.field)).toEqual([
      "siteName",
      "slug",
      "recordId",
      "narrativeText",
    ]);
    const twin = { ...validStop("s3", "capitol") };
    expect(stopProblems(twin, [...draft.stops, twin])).toEqual([
      { field: "slug", message: "Another stop on this tour uses this slug" },
    ]);
    expect(stopProblems(validStop("s4", "outro"), draft.stops)[0]?.field).toBe("slug");
  });

  it("refuses a transcript too long or holding a control character, at its narration", () => {
    const draft = valid();
    const long = "a".repeat(MAX_TRANSCRIPT_LENGTH + 1);
    draft.outroAudio = { ...draft.outroAudio, transcript: long };
    draft.stops[1]!.audio = { ...draft.stops[1]!.audio, transcript: "a\u0000b" };
    expect(tourProblems(draft)).toEqual([
      { field: "outroTranscript", message: "Outro audio transcript: at most 50,000 characters" },
    ]);
    expect(invalidStops(draft).map(({ index, problems }) => ({ index, problems }))).toEqual([
      {
        index: 1,
        problems: [{ field: "audio", message: "Audio transcript: contains a control character" }],
      },
    ]);
    draft.outroAudio.transcript = "a".repeat(MAX_TRANSCRIPT_LENGTH);
    expect(tourProblems(draft)).toEqual([]);
  });

  it("lists invalid stops with their position, and names them", () => {
    const draft = {
      ...valid(),
      stops: [valid().stops[0]!, { ...validStop("s2", "x"), narrativeText: "" }],
    };
    const invalid = invalidStops(draft);
    expect(invalid.map((entry) => entry.index)).toEqual([1]);
    expect(stopName(invalid[0]!.stop, 1)).toBe("Stop 2 (Site s2)");
    expect(stopName(newStopDraft("s5", "t1"), 0)).toBe("Stop 1");
    expect(canSave(draft, idle)).toBe(false);
  });

  it("disables saving while loading or saving", () => {
    expect(canSave(valid(), { loading: true, saving: false })).toBe(false);
    expect(canSave(valid(), { loading: false, saving: true })).toBe(false);
  });

  it("accepts an image waiting for upload but not one without file", () => {
    const file = new File(["x"], "a.jpg", { type: "image/jpeg" });
    const waiting = { key: "k", path: "", caption: "", file };
    expect(tourProblems({ ...valid(), images: [waiting] })).toEqual([]);
    expect(
      tourProblems({ ...valid(), images: [{ key: "k", path: "", caption: "" }] })[0]?.field,
    ).toBe("images");
  });
});
