import { describe, expect, it } from "vitest";
import { fieldWarnings, NO_AUDIO, NO_COORDINATES } from "./field-warnings";
import { newStopDraft, newTourDraft, type StopDraft } from "./tour-draft";

const record = (Coordinates: { lat: number; lng: number } | null) =>
  ({ id: "r", Title: "Rec", Coordinates }) as unknown as StopDraft["record"];

function stop(id: string, patch: Partial<StopDraft>): StopDraft {
  return { ...newStopDraft(id, "t"), siteName: `Site ${id}`, ...patch };
}

describe("fieldWarnings", () => {
  it("names stops without coordinates or audio, and says what visitors lose", () => {
    const draft = {
      ...newTourDraft("t"),
      stops: [
        stop("a", {
          record: record({ lat: 36.16, lng: -86.78 }),
          audio: { key: "a", path: "a.mp3" },
        }),
        stop("b", { record: record(null), audio: { key: "b", path: "b.mp3" } }),
        stop("c", { record: record({ lat: 36.16, lng: -86.78 }), audio: { key: "c", path: "" } }),
        stop("d", { record: record({ lat: 0, lng: 0 }), audio: { key: "d", path: "" } }),
      ],
    };
    expect(fieldWarnings(draft)).toEqual([
      { stopId: "b", stop: "Stop 2 (Site b)", messages: [NO_COORDINATES] },
      { stopId: "c", stop: "Stop 3 (Site c)", messages: [NO_AUDIO] },
      { stopId: "d", stop: "Stop 4 (Site d)", messages: [NO_COORDINATES, NO_AUDIO] },
    ]);
    expect(NO_COORDINATES).toContain("visitors taking this tour in person get no directions to it");
  });

  it("counts an audio file waiting to upload, and leaves a stop with no record to validation", () => {
    const file = new File(["x"], "x.mp3");
    const draft = {
      ...newTourDraft("t"),
      stops: [stop("a", { record: null, audio: { key: "a", path: "", file } })],
    };
    expect(fieldWarnings(draft)).toEqual([]);
  });
});
