import { describe, expect, it } from "vitest";
import { draftProblems } from "../ui/draft-issues";
import { newRecordDraft, type RecordDraft } from "./record-draft";
import { BOTH_COORDINATES, LATITUDE, LONGITUDE, recordRules } from "./record-rules";

const filled = (): RecordDraft => ({
  ...newRecordDraft("r1"),
  Title: "Fort Negley",
  Type: "Site",
  slug: "fort-negley",
});

const problems = (draft: RecordDraft) => draftProblems(recordRules, draft);
const coordinates = async (lat: string, lng: string) =>
  (await problems({ ...filled(), lat, lng })).map((problem) => problem.message);

describe("record rules (the server's schema, SPEC §5 Record)", () => {
  it("find nothing wrong with a filled-in record", async () => {
    expect(await problems(filled())).toEqual([]);
  });

  it("name each empty required field with its label, in the form's order", async () => {
    expect(await problems(newRecordDraft("r1"))).toEqual([
      { field: "Title", message: "Title is required" },
      { field: "Type", message: "Type is required" },
      { field: "slug", message: "Slug is required" },
    ]);
    expect((await problems({ ...filled(), id: "" })).map((p) => p.field)).toEqual(["id"]);
  });

  it("refuse a slug the addresses cannot carry", async () => {
    expect(await problems({ ...filled(), slug: "Fort Negley" })).toEqual([
      { field: "slug", message: "Use lowercase letters, numbers and single hyphens" },
    ]);
  });

  it("need both coordinates or neither, as non-zero decimal degrees", async () => {
    expect(await coordinates("", "")).toEqual([]);
    expect(await coordinates("36.1433", "-86.7747")).toEqual([]);
    expect(await coordinates("36.1433", "")).toEqual([BOTH_COORDINATES]);
    expect(await coordinates("", "-86.7")).toEqual([BOTH_COORDINATES]);
    expect(await coordinates("0", "-86.7")).toEqual([LATITUDE]);
    expect(await coordinates("36.1", "0.0")).toEqual([LONGITUDE]);
    expect(await coordinates("95", "-86.7")).toEqual([LATITUDE]);
    expect(await coordinates("36,1", "-86.7")).toEqual([LATITUDE]);
    expect(await coordinates("95", "200")).toEqual([LATITUDE, LONGITUDE]);
  });

  it("place the server's issues at the field their path starts with", () => {
    expect(
      recordRules.problemOf({ path: "Coordinates.lng", message: "Required" }, filled()),
    ).toEqual({ field: "Coordinates", message: "Coordinates is required" });
    expect(
      recordRules.problemOf({ path: "slug", message: "Slug already in use" }, filled()),
    ).toEqual({ field: "slug", message: "Slug already in use" });
  });

  it("say a file the server has not stored at the media's file chooser, naming which", () => {
    expect(
      recordRules.problemOf({ path: "audios.1.path", message: "No uploaded file" }, filled()),
    ).toEqual({ field: "media", message: "Audio 2: No uploaded file" });
    expect(
      recordRules.problemOf({ path: "images.0.path", message: "No uploaded file" }, filled()),
    ).toEqual({ field: "media", message: "Image 1: No uploaded file" });
  });
});
