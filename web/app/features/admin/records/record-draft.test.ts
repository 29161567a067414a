import { describe, expect, it } from "vitest";
import { savedRecord } from "@tours/shared/testing";
import {
  canSave,
  coordinatesProblem,
  draftOf,
  missingFields,
  newRecordDraft,
  sameDraft,
  toInput,
} from "./record-draft";

const filled = () => ({
  ...newRecordDraft("r1"),
  Title: "Fort Negley",
  Type: "Site",
  slug: "fort-negley",
});

describe("record drafts", () => {
  it("can be saved once Title, Type and Slug are filled in (SPEC §5)", () => {
    expect(canSave(newRecordDraft("r1"))).toBe(false);
    expect(missingFields(newRecordDraft("r1"))).toEqual(["Title", "Type", "Slug"]);
    expect(canSave(filled())).toBe(true);
    expect(canSave({ ...filled(), Type: "   " })).toBe(false);
    expect(canSave({ ...filled(), id: "" })).toBe(false);
  });

  it("refuse a slug the addresses cannot carry", () => {
    expect(canSave({ ...filled(), slug: "Fort Negley" })).toBe(false);
  });

  it("need both coordinates or neither, as non-zero decimal degrees", () => {
    expect(coordinatesProblem("", "")).toBeNull();
    expect(coordinatesProblem("36.1433", "-86.7747")).toBeNull();
    expect(coordinatesProblem("36.1433", "")).toMatch(/both/);
    expect(coordinatesProblem("0", "-86.7")).toMatch(/Latitude/);
    expect(coordinatesProblem("36.1", "0.0")).toMatch(/Longitude/);
    expect(coordinatesProblem("95", "-86.7")).toMatch(/Latitude/);
    expect(coordinatesProblem("36,1", "-86.7")).toMatch(/Latitude/);
    expect(canSave({ ...filled(), lat: "36.1", lng: "" })).toBe(false);
    expect(canSave({ ...filled(), lat: "36.1", lng: "-86.7" })).toBe(true);
  });

  it("turn a record into a draft and back without losing a field", () => {
    const record = savedRecord({ Coordinates: { lat: 36.1433, lng: -86.7747 } });
    const draft = draftOf(record);
    expect(draft.lat).toBe("36.1433");
    const { updatedAt: _u, ...rest } = record;
    expect(toInput(draft)).toEqual(rest);
    expect(toInput({ ...draft, lat: "", lng: "" }).Coordinates).toBeNull();
  });

  it("compare by value", () => {
    expect(sameDraft(filled(), filled())).toBe(true);
    expect(sameDraft(filled(), { ...filled(), Keyword: ["fort"] })).toBe(false);
  });
});
