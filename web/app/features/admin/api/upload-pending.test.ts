import { ApiError } from "@tours/shared/browser";
import { describe, expect, it, vi } from "vitest";
import type { UploadedMedia } from "./upload";
import { type PendingUpload, UploadFailedError, uploadPending } from "./upload-pending";

const uploaded = (type: UploadedMedia["type"], path: string): UploadedMedia => ({
  type,
  path,
  bucket: "uploads",
  url: `/media/${path}`,
});

const pendingFile = (key: string, done?: UploadedMedia): PendingUpload => ({
  key,
  file: new File(["x"], `${key}.bin`),
  uploaded: done,
});

describe("Uploading the files held until Save", () => {
  it("uploads only what is not uploaded yet, reporting progress", async () => {
    const upload = vi.fn(async (file: File, progress: (fraction: number) => void) => {
      progress(0.5);
      return uploaded("Audio", `media/${file.name}`);
    });
    const update = vi.fn();
    const done = uploaded("Image", "media/earlier.jpg");
    const result = await uploadPending([pendingFile("a", done), pendingFile("b")], upload, update);
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
      uploadPending([pendingFile("good"), pendingFile("bad")], upload, update),
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
      uploadPending([pendingFile("good"), pendingFile("fake")], upload, update),
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
    await expect(uploadPending([pendingFile("a")], upload, update)).rejects.toBe(offline);
    expect(update).toHaveBeenLastCalledWith("a", { progress: 0 });
  });

  it("marks no file failed when the session had ended, and rejects with that", async () => {
    const update = vi.fn();
    const signedOut = new ApiError(
      "unauthenticated",
      "No logged in user. Please log in to continue.",
    );
    const upload = vi.fn(async () => {
      throw signedOut;
    });
    await expect(uploadPending([pendingFile("a")], upload, update)).rejects.toBe(signedOut);
    expect(update).toHaveBeenLastCalledWith("a", { progress: 0 });
  });

  it("groups files by reason and offers a retry when the server itself failed", () => {
    const broken = new ApiError("internal", "Disk full");
    const failed = new UploadFailedError([
      { name: "a.png", error: broken },
      { name: "b.mp3", error: broken },
    ]);
    expect(failed.message).toBe(
      "Error uploading media: a.png, b.mp3: Disk full. Nothing was saved; save again to try once more.",
    );
    expect([failed.problem, failed.advice]).toEqual([
      "Error uploading media: a.png, b.mp3: Disk full.",
      "Nothing was saved; save again to try once more.",
    ]);
  });
});
