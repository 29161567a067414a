import { MAX_TRANSCRIPT_LENGTH } from "@tours/shared/browser";
import { describe, expect, it } from "vitest";
import { draftProblems } from "../ui/draft-issues";
import { newStopDraft, newTourDraft, stopName, type TourDraft } from "./tour-draft";
import { SHARED_STOP_SLUG, stopsWithProblems, tourRules } from "./tour-rules";

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

const problems = (draft: TourDraft) => draftProblems(tourRules, draft);
const fields = async (draft: TourDraft) => (await problems(draft)).map((p) => p.field);

describe("tour rules (the server's schema, SPEC §5 Tour, Stop)", () => {
  it("accept a complete tour with valid stops", async () => {
    expect(await problems(valid())).toEqual([]);
  });

  it("name every required tour field left empty, in the form's order", async () => {
    expect(await problems(newTourDraft("t1"))).toEqual([
      { field: "title", message: "Title is required" },
      { field: "slug", message: "Slug is required" },
      { field: "description", message: "Description is required" },
      { field: "duration", message: "Duration must be a number" },
      { field: "distance", message: "Distance must be a number" },
      { field: "intro", message: "Intro is required" },
      { field: "outro", message: "Outro is required" },
    ]);
    expect(await problems({ ...valid(), map: " " })).toEqual([
      { field: "map", message: "Map style URL is required" },
    ]);
  });

  it("want numbers of at least 0 for duration and distance, and a well-formed slug", async () => {
    expect(await problems({ ...valid(), duration: "two" })).toEqual([
      { field: "duration", message: "Duration must be a number" },
    ]);
    expect(await problems({ ...valid(), distance: "-1" })).toEqual([
      { field: "distance", message: "Distance cannot be negative" },
    ]);
    expect(await fields({ ...valid(), slug: "Down Town" })).toEqual(["slug"]);
  });

  it("refuse a stop without record, site name or narrative, at the stop's fields by its id", async () => {
    const draft = { ...valid(), stops: [...valid().stops, newStopDraft("s3", "t1")] };
    expect(await problems(draft)).toEqual([
      { field: "stops.s3.siteName", message: "Site name is required" },
      { field: "stops.s3.slug", message: "Slug is required" },
      { field: "stops.s3.recordId", message: "Choose a record" },
      { field: "stops.s3.narrativeText", message: "Narrative is required" },
    ]);
    expect(stopsWithProblems(await problems(draft), draft)).toEqual(["s3"]);
  });

  it("refuse two stops with one slug, and a slug of the tour's own addresses", async () => {
    const twins = { ...valid(), stops: [...valid().stops, validStop("s3", "capitol")] };
    expect(await problems(twins)).toEqual([
      { field: "stops.s1.slug", message: SHARED_STOP_SLUG },
      { field: "stops.s3.slug", message: SHARED_STOP_SLUG },
    ]);
    // Also while another field is wrong: every problem shows at once.
    expect(await fields({ ...twins, duration: "" })).toEqual([
      "duration",
      "stops.s1.slug",
      "stops.s3.slug",
    ]);
    const reserved = { ...valid(), stops: [validStop("s4", "outro")] };
    expect(await problems(reserved)).toEqual([
      { field: "stops.s4.slug", message: "Is a word of the tour's own addresses (outro, v)" },
    ]);
  });

  it("refuse a transcript too long or holding a control character, at its narration", async () => {
    const draft = valid();
    const long = "a".repeat(MAX_TRANSCRIPT_LENGTH + 1);
    draft.outroAudio = { ...draft.outroAudio, transcript: long };
    draft.stops[1]!.audio = { ...draft.stops[1]!.audio, transcript: "a\u0000b" };
    expect(await problems(draft)).toEqual([
      { field: "outroTranscript", message: "Outro audio transcript: at most 50,000 characters" },
      { field: "stops.s2.audio", message: "Audio transcript: contains a control character" },
    ]);
    draft.outroAudio.transcript = "a".repeat(MAX_TRANSCRIPT_LENGTH);
    draft.stops[1]!.audio.transcript = "a\n\nb";
    expect(await problems(draft)).toEqual([]);
  });

  it("accept an image waiting for upload but not one without file", async () => {
    const file = new File(["x"], "a.jpg", { type: "image/jpeg" });
    const waiting = { key: "k", path: "", caption: "", file };
    expect(await problems({ ...valid(), images: [waiting] })).toEqual([]);
    expect(await problems({ ...valid(), images: [{ key: "k", path: "", caption: "" }] })).toEqual([
      { field: "images", message: "Every image needs a file" },
    ]);
  });

  it("leave a route of one point to the server, whose answer is said at the route", async () => {
    expect(await problems({ ...valid(), route: [[-86.78, 36.16]] })).toEqual([]);
    const answer = { path: "tour.route.coordinates", message: "A route needs at least 2 points" };
    expect(tourRules.problemOf(answer, valid())).toEqual({
      field: "route",
      message: "A route needs at least 2 points",
    });
  });

  it("place the server's issues by the position of the stop in the draft sent", () => {
    const sent = valid();
    // A stop's audio file is said at its file chooser, its transcript at the transcript.
    expect(
      tourRules.problemOf({ path: "stops.1.audio.path", message: "No uploaded file" }, sent),
    ).toEqual({ field: "stops.s2.audio.path", message: "No uploaded file" });
    expect(
      tourRules.problemOf({ path: "stops.1.audio.transcript", message: "Too long" }, sent),
    ).toEqual({ field: "stops.s2.audio", message: "Audio transcript: too long" });
    expect(
      tourRules.problemOf({ path: "tour.introAudio", message: "No uploaded file" }, sent),
    ).toEqual({ field: "introAudio", message: "No uploaded file" });
    expect(
      tourRules.problemOf({ path: "tour.images.1.path", message: "No uploaded file" }, sent),
    ).toEqual({ field: "images", message: "No uploaded file" });
    expect(
      tourRules.problemOf(
        { path: "tour.slug", message: "Another tour already uses this slug" },
        sent,
      ),
    ).toEqual({ field: "slug", message: "Another tour already uses this slug" });
    expect(tourRules.problemOf({ path: "", message: "Odd" }, sent)).toEqual({
      field: "tour",
      message: "Odd",
    });
  });

  it("name a stop's problems in the summary by its place in the tour now", () => {
    const draft = valid();
    const problem = { field: "stops.s2.slug", message: "Slug is required" };
    expect(tourRules.summaryOf?.(problem, draft)).toBe("Stop 2 (Site s2): Slug is required");
    draft.stops.reverse();
    expect(tourRules.summaryOf?.(problem, draft)).toBe("Stop 1 (Site s2): Slug is required");
    expect(tourRules.summaryOf?.({ field: "title", message: "x" }, draft)).toBeUndefined();
    expect(stopName(newStopDraft("s5", "t1"), 0)).toBe("Stop 1");
  });
});
