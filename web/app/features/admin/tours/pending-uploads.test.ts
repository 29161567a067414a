import { describe, expect, it } from "vitest";
import { pendingUploads, withUploaded } from "./pending-uploads";
import { newStopDraft, newTourDraft } from "./tour-draft";

const file = (name: string) => new File(["x"], name);

describe("pending uploads", () => {
  const draft = {
    ...newTourDraft("t1"),
    images: [
      { key: "saved", path: "media/a.jpg", caption: "A" },
      { key: "new-image", path: "", caption: "B", file: file("b.jpg"), preview: "blob:b" },
    ],
    outroAudio: { key: "outro-audio", path: "", file: file("outro.mp3"), transcript: "" },
    stops: [
      {
        ...newStopDraft("s1", "t1"),
        audio: { key: "s1-audio", path: "", file: file("s.mp3"), transcript: "Words." },
      },
    ],
  };

  it("find every chosen file, in page order", () => {
    expect(pendingUploads(draft).map((p) => [p.key, p.file.name, p.preview])).toEqual([
      ["new-image", "b.jpg", "blob:b"],
      ["outro-audio", "outro.mp3", undefined],
      ["s1-audio", "s.mp3", undefined],
    ]);
  });

  it("put an uploaded path in place of its file, keeping the caption", () => {
    let next = withUploaded(draft, "new-image", "media/u-b.jpg");
    next = withUploaded(next, "s1-audio", "media/u-s.mp3");
    expect(next.images[1]).toEqual({ key: "new-image", path: "media/u-b.jpg", caption: "B" });
    expect(next.stops[0]?.audio).toEqual({
      key: "s1-audio",
      path: "media/u-s.mp3",
      transcript: "Words.",
    });
    expect(pendingUploads(next).map((p) => p.key)).toEqual(["outro-audio"]);
  });
});
