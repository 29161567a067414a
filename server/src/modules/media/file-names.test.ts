import { describe, expect, it } from "vitest";
import { safeFileName } from "./file-names.js";

describe("stored file names", () => {
  it.each([
    ["Fort Negley (1864).JPG", "jpg", "Fort-Negley-1864.jpg"],
    ["../../etc/passwd", "png", "passwd.png"],
    ["C:\\Users\\me\\photo.jpeg", "jpg", "photo.jpeg"],
    ["narration.txt", "mp3", "narration.mp3"],
    ["...", "png", "file.png"],
    ["Café Ryman.png", "png", "Cafe-Ryman.png"],
  ])("%s (detected %s) is stored as %s", (original, ext, expected) => {
    expect(safeFileName(original, ext)).toBe(expected);
  });
});
