import { describe, expect, it } from "vitest";
import { displayName, MAX_ORIGINAL_NAME_LENGTH, safeFileName } from "./file-names.js";

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

describe("the original name kept for staff", () => {
  it.each([
    ["bad\u0000name.png", "badname.png"],
    ["tab\tand\u001bescape\u007f\u0085.jpg", "tabandescape.jpg"],
    ["lone \uD800half.png", "lone half.png"],
    ["Café Ryman 🎸.png", "Café Ryman 🎸.png"],
    ["\u0000\u0001", "stored.png"],
  ])("%j is kept as %j", (original, expected) => {
    expect(displayName(original, "stored.png")).toBe(expected);
  });

  it("is cut to its limit without splitting a character", () => {
    const shown = displayName(`${"a".repeat(MAX_ORIGINAL_NAME_LENGTH - 1)}🎸🎸`, "x.png");
    expect(Array.from(shown)).toHaveLength(MAX_ORIGINAL_NAME_LENGTH);
    expect(shown.endsWith("🎸")).toBe(true);
  });
});
