import { describe, expect, it } from "vitest";
import { savedRecord } from "@tours/shared/testing";
import { coordinatesOf, draftOf, newRecordDraft, sameDraft, toInput } from "./record-draft";

const filled = () => ({
  ...newRecordDraft("r1"),
  Title: "Fort Negley",
  Type: "Site",
  slug: "fort-negley",
});

describe("record drafts", () => {
  it("send the coordinates typed as degrees, NaN where a box holds no decimal number", () => {
    expect(coordinatesOf("", " ")).toBeNull();
    expect(coordinatesOf("36.1433", "-86.7747")).toEqual({ lat: 36.1433, lng: -86.7747 });
    expect(coordinatesOf("+.5", "")).toEqual({ lat: 0.5, lng: Number.NaN });
    expect(coordinatesOf("36,1", "1e2")).toEqual({ lat: Number.NaN, lng: Number.NaN });
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
