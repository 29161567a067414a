import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pruneClientFiles, pruneServerFiles } from "./previous-assets";

const DAY = 24 * 60 * 60 * 1000;
const folders: string[] = [];

/** A folder of files, each written `age` ms ago, its content its name. */
function folder(files: Record<string, number>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-"));
  folders.push(dir);
  for (const [name, age] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, name);
    const time = new Date(Date.now() - age);
    fs.utimesSync(file, time, time);
  }
  return dir;
}

const left = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .sort();

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a build keeps earlier builds' client files for pages still open", () => {
  it("keeps a week of earlier files beside the new build's, never the route manifest", () => {
    const builtFrom = Date.now() - 60_000;
    const assets = folder({
      "lightbox-NEW.js": 0,
      "entry.client-SAME.js": 0,
      "manifest-new123.js": 0,
      "lightbox-OLD.js": DAY,
      "lightbox-OLD.js.br": DAY,
      "map-ANCIENT.js": 8 * DAY,
      "manifest-old123.js": DAY,
      "manifest-old123.js.br": DAY,
    });

    expect(pruneClientFiles(assets, builtFrom).sort()).toEqual([
      "lightbox-OLD.js",
      "lightbox-OLD.js.br",
    ]);
    expect(left(assets)).toEqual([
      "entry.client-SAME.js",
      "lightbox-NEW.js",
      "lightbox-OLD.js",
      "lightbox-OLD.js.br",
      "manifest-new123.js",
    ]);
  });

  it("keeps the newest earlier files within its byte budget", () => {
    const assets = folder({ "newest.js": DAY, "newer.js": 2 * DAY, "oldest.js": 3 * DAY });
    // Each file's content is its name: 9 + 8 bytes fit in 20, the third does not.
    expect(pruneClientFiles(assets, Date.now(), { maxBytes: 20 })).toEqual([
      "newest.js",
      "newer.js",
    ]);
    expect(left(assets)).toEqual(["newer.js", "newest.js"]);
  });

  it("leaves the server only the new build's files", () => {
    const server = folder({ "index.js": 0, "assets/site-NEW.js": 0, "assets/site-OLD.js": DAY });
    pruneServerFiles(server, Date.now() - 60_000);
    expect(left(server)).toEqual(["assets/site-NEW.js", "index.js"]);
  });

  it("has nothing to prune before the first build", () => {
    expect(pruneClientFiles(path.join(os.tmpdir(), "no-such-build-folder"), Date.now())).toEqual(
      [],
    );
  });
});
