import { describe, expect, it } from "vitest";
import { fieldWarnings, NO_AUDIO, NO_COORDINATES, NO_TRANSCRIPT } from "./field-warnings";
import { newStopDraft, newTourDraft, type AudioDraft, type StopDraft } from "./tour-draft";

const record = (Coordinates: { lat: number; lng: number } | null) =>
  ({ id: "r", Title: "Rec", Coordinates }) as unknown as StopDraft["record"];

function stop(id: string, patch: Partial<StopDraft>): StopDraft {
  return { ...newStopDraft(id, "t"), siteName: `Site ${id}`, ...patch };
}

const audio = (path: string, transcript = "Words.", file?: File): AudioDraft => ({
  key: path || "new",
  path,
  transcript,
  ...(file ? { file } : {}),
});

describe("fieldWarnings", () => {
  it("names stops without coordinates or audio, and says what visitors lose", () => {
    const draft = {
      ...newTourDraft("t"),
      stops: [
        stop("a", { record: record({ lat: 36.16, lng: -86.78 }), audio: audio("a.mp3") }),
        stop("b", { record: record(null), audio: audio("b.mp3") }),
        stop("c", { record: record({ lat: 36.16, lng: -86.78 }), audio: audio("", "") }),
        stop("d", { record: record({ lat: 0, lng: 0 }), audio: audio("", "") }),
      ],
    };
    expect(fieldWarnings(draft)).toEqual([
      { key: "b", subject: "Stop 2 (Site b)", messages: [NO_COORDINATES] },
      { key: "c", subject: "Stop 3 (Site c)", messages: [NO_AUDIO] },
      { key: "d", subject: "Stop 4 (Site d)", messages: [NO_COORDINATES, NO_AUDIO] },
    ]);
    expect(NO_COORDINATES).toContain("visitors taking this tour in person get no directions to it");
  });

  it("counts an audio file waiting to upload, and leaves a stop with no record to validation", () => {
    const file = new File(["x"], "x.mp3");
    const draft = {
      ...newTourDraft("t"),
      stops: [stop("a", { record: null, audio: audio("", "Words.", file) })],
    };
    expect(fieldWarnings(draft)).toEqual([]);
  });

  it("flags every narration that has audio but no transcript: intro, stops and outro", () => {
    const file = new File(["x"], "x.mp3");
    const placed = record({ lat: 36.16, lng: -86.78 });
    const draft = {
      ...newTourDraft("t"),
      introAudio: audio("intro.mp3", "  \n "),
      outroAudio: audio("", "", file),
      stops: [
        stop("a", { record: placed, audio: audio("a.mp3", "") }),
        stop("b", { record: placed, audio: audio("b.mp3", "Words.") }),
        stop("c", { record: placed, audio: audio("", "") }),
      ],
    };
    expect(fieldWarnings(draft)).toEqual([
      { key: "intro", subject: "Intro audio", messages: [NO_TRANSCRIPT] },
      { key: "a", subject: "Stop 1 (Site a)", messages: [NO_TRANSCRIPT] },
      { key: "c", subject: "Stop 3 (Site c)", messages: [NO_AUDIO] },
      { key: "outro", subject: "Outro audio", messages: [NO_TRANSCRIPT] },
    ]);
    expect(fieldWarnings({ ...newTourDraft("t"), introAudio: audio("", "") })).toEqual([]);
  });
});
