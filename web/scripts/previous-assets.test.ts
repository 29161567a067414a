import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { carryOver } from "./previous-assets";

const DAY = 24 * 60 * 60 * 1000;
const folders: string[] = [];

function folder(files: Record<string, number> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
  folders.push(dir);
  for (const [name, age] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), name);
    const time = new Date(Date.now() - age);
    fs.utimesSync(path.join(dir, name), time, time);
  }
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("files of earlier builds, kept for pages still open", () => {
  it("puts back what the new build lacks, with its build time, for a week", () => {
    const earlier = folder({
      "lightbox-OLD.js": DAY,
      "lightbox-OLD.js.br": DAY,
      "entry.client-SAME.js": DAY,
      "map-ANCIENT.js": 8 * DAY,
      "manifest-abc123.js": DAY,
      "manifest-abc123.js.br": DAY,
    });
    const built = folder({ "lightbox-NEW.js": 0, "entry.client-SAME.js": 0 });

    expect(carryOver(earlier, built).sort()).toEqual(["lightbox-OLD.js", "lightbox-OLD.js.br"]);
    expect(fs.readdirSync(built).sort()).toEqual([
      "entry.client-SAME.js",
      "lightbox-NEW.js",
      "lightbox-OLD.js",
      "lightbox-OLD.js.br",
    ]);
    // Its own time goes with it, so a file no build makes again ages out a week after it was built.
    const kept = fs.statSync(path.join(built, "lightbox-OLD.js")).mtimeMs;
    expect(Math.abs(kept - (Date.now() - DAY))).toBeLessThan(2_000);
    expect(carryOver(built, folder(), { now: Date.now() + 6.5 * DAY }).sort()).toEqual([
      "entry.client-SAME.js",
      "lightbox-NEW.js",
    ]);
  });

  it("keeps the newest files within its byte budget", () => {
    const earlier = folder({ "newest.js": DAY, "newer.js": 2 * DAY, "oldest.js": 3 * DAY });
    // Each file's content is its name: 9 + 8 bytes fit in 20, the third does not.
    expect(carryOver(earlier, folder(), { maxBytes: 20 })).toEqual(["newest.js", "newer.js"]);
  });

  it("has nothing to carry over before the first build", () => {
    expect(carryOver(path.join(os.tmpdir(), "no-such-build-folder"), folder())).toEqual([]);
  });
});
