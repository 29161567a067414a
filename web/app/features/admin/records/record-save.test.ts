import { ApiError } from "@tours/shared/browser";
import { describe, expect, it, vi } from "vitest";
import type { UploadedMedia } from "../api/upload";
import { toInput, newRecordDraft } from "./record-draft";
import { type PendingFile, uploadFailureMessage, uploadPending, withMedia } from "./record-save";

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

const pendingFile = (
  key: string,
  type: PendingFile["type"],
  done?: UploadedMedia,
): PendingFile => ({
  key,
  file: new File(["x"], `${key}.bin`),
  type,
  progress: done ? 1 : 0,
  uploaded: done,
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

  it("uploads only what is not uploaded yet, reporting progress", async () => {
    const upload = vi.fn(async (file: File, progress: (fraction: number) => void) => {
      progress(0.5);
      return uploaded("Audio", `media/${file.name}`);
    });
    const update = vi.fn();
    const done = uploaded("Image", "media/earlier.jpg");
    const result = await uploadPending(
      [pendingFile("a", "Image", done), pendingFile("b", "Audio")],
      upload,
      update,
    );
    expect(result.map((item) => item.path)).toEqual(["media/earlier.jpg", "media/b.bin"]);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith("b", { progress: 0.5 });
    expect(update).toHaveBeenCalledWith("b", { uploaded: result[1], progress: 1 });
  });

  it("fails as a whole when one upload fails, keeping what did upload", async () => {
    const update = vi.fn();
    const upload = vi.fn(async (file: File) => {
      if (file.name === "bad.bin") throw new Error("File too large");
      return uploaded("Image", `media/${file.name}`);
    });
    await expect(
      uploadPending([pendingFile("good", "Image"), pendingFile("bad", "Image")], upload, update),
    ).rejects.toThrow("File too large");
    expect(update).toHaveBeenCalledWith("good", expect.objectContaining({ progress: 1 }));
  });

  it("marks each file the server refused with its reason, and names it in the message", async () => {
    const update = vi.fn();
    const refused = new ApiError(
      "unsupported_media_type",
      "Only image, audio and video files can be uploaded.",
    );
    const upload = vi.fn(async (file: File) => {
      if (file.name === "fake.bin") throw refused;
      return uploaded("Image", `media/${file.name}`);
    });
    await expect(
      uploadPending([pendingFile("good", "Image"), pendingFile("fake", "Image")], upload, update),
    ).rejects.toThrow(
      "Error uploading media: fake.bin: Only image, audio and video files can be uploaded. Nothing was saved. Remove fake.bin and save again.",
    );
    expect(update).toHaveBeenCalledWith("fake", {
      progress: 0,
      failure: "Only image, audio and video files can be uploaded.",
    });
    expect(update).toHaveBeenCalledWith("good", expect.objectContaining({ progress: 1 }));
  });

  it("marks no file failed when the server could not be reached, and says so", async () => {
    const update = vi.fn();
    const offline = new ApiError("network", "The server could not be reached.");
    const upload = vi.fn(async () => {
      throw offline;
    });
    await expect(uploadPending([pendingFile("a", "Image")], upload, update)).rejects.toBe(offline);
    expect(update).toHaveBeenLastCalledWith("a", { progress: 0 });
  });

  it("groups files by reason and offers a retry when the server itself failed", () => {
    const broken = new ApiError("internal", "Disk full");
    expect(
      uploadFailureMessage([
        { name: "a.png", error: broken },
        { name: "b.mp3", error: broken },
      ]),
    ).toBe(
      "Error uploading media: a.png, b.mp3: Disk full. Nothing was saved; save again to try once more.",
    );
  });
});
