import { describe, expect, it } from "vitest";
import type { UploadedMedia } from "../api/upload";
import { toInput, newRecordDraft } from "./record-draft";
import { withMedia } from "./record-save";

const input = (images: { path: string; caption: string }[] = []) =>
  toInput({
    ...newRecordDraft("r1"),
    Description: "Built in 1862",
    images: images.map((image) => ({ ...image, associated_records: [] })),
  });

const uploaded = (type: UploadedMedia["type"], path: string): UploadedMedia => ({
  type,
  path,
  bucket: "uploads",
  url: `/media/${path}`,
});

describe("Record save (SPEC §4)", () => {
  it("appends uploads by type, new images captioned with the Description", () => {
    const saved = withMedia(input([{ path: "media/old.jpg", caption: "Old" }]), [
      uploaded("Image", "media/new.jpg"),
      uploaded("Audio", "media/a.mp3"),
      uploaded("Video", "media/v.mp4"),
    ]);
    expect(saved.images.map((image) => [image.path, image.caption])).toEqual([
      ["media/old.jpg", "Old"],
      ["media/new.jpg", "Built in 1862"],
    ]);
    expect(saved.audios).toEqual([{ path: "media/a.mp3" }]);
    expect(saved.videos).toEqual([{ path: "media/v.mp4" }]);
  });

  it("with no new files, captions the first image with the Description", () => {
    const saved = withMedia(
      input([
        { path: "media/1.jpg", caption: "One" },
        { path: "media/2.jpg", caption: "Two" },
      ]),
      [],
    );
    expect(saved.images.map((image) => image.caption)).toEqual(["Built in 1862", "Two"]);
    expect(withMedia(input(), []).images).toEqual([]);
  });
});
