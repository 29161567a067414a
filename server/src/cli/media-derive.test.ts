/** npm run media:derive makes the missing copies of stored images, and can run again. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentRevisionRepository } from "../lib/content-revision.repository.js";
import { openDatabase } from "../db/database.js";
import { testPhoto } from "../test/test-images.js";
import { SERVER_ROOT } from "../server-root.js";

let dataDir: string;
const uploads = () => path.join(dataDir, "uploads");
const file = (key: string) => path.join(uploads(), key);

function derive() {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(SERVER_ROOT, "src/cli/media-derive.ts")],
      { env: { ...process.env, DATA_DIR: dataDir }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const copiesOf = (key: string) =>
  fs
    .readdirSync(path.dirname(file(key)))
    .filter((name) => name.startsWith(`${path.basename(key)}.`))
    .sort();

async function revision() {
  const handle = openDatabase(`sqlite://${path.join(dataDir, "tours.db")}`);
  try {
    return await createContentRevisionRepository(handle.db).current();
  } finally {
    await handle.close();
  }
}

describe("npm run media:derive", () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tours-derive-"));
    const files: Record<string, Buffer> = {
      "media/1111-photo.jpg": await testPhoto(1000, 600),
      "headshots/2222-jane.png": await testPhoto(400, 400, "png"),
      "media/3333-bells.mp3": Buffer.alloc(2000, 1),
      "media/4444-broken.jpg": Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(900)]),
    };
    for (const [key, bytes] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(file(key)), { recursive: true });
      fs.writeFileSync(file(key), bytes);
    }
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("makes the copies images lack, says so in one line, and names what it could not read", async () => {
    const first = await derive();
    expect(first.output).toContain(
      "Image copies: made 12 files for 2 images; 0 images already had theirs, 0 images get none (animated), 1 image failed.",
    );
    expect(first.output).toContain("media/4444-broken.jpg");
    expect(first.code).toBe(1);
    expect(copiesOf("media/1111-photo.jpg")).toEqual(
      [320, 640, 960, 1000]
        .flatMap((w) => [`1111-photo.jpg.w${w}.avif`, `1111-photo.jpg.w${w}.webp`])
        .sort(),
    );
    expect(copiesOf("headshots/2222-jane.png")).toHaveLength(4);
    expect(copiesOf("media/3333-bells.mp3")).toEqual([]);
  }, 60_000);

  it("leaves every copy as it is on a second run, and makes only what went missing", async () => {
    const kept = file("media/1111-photo.jpg.w640.webp");
    const before = fs.statSync(kept).mtimeMs;
    fs.rmSync(file("headshots/2222-jane.png.w400.avif"));
    const revisionBefore = await revision();

    const again = await derive();
    expect(again.output).toContain(
      "Image copies: made 1 file for 1 image; 1 image already had its, 0 images get none (animated), 1 image failed.",
    );
    expect(fs.statSync(kept).mtimeMs).toBe(before);
    expect(copiesOf("headshots/2222-jane.png")).toHaveLength(4);
    // New copies move the content revision, so a running site's kept pages offer them.
    expect(await revision()).toBe(revisionBefore + 1);

    fs.rmSync(file("media/4444-broken.jpg"));
    const third = await derive();
    expect(third.output).toContain("made 0 files for 0 images; 2 images already had theirs");
    expect(third.code).toBe(0);
    expect(await revision()).toBe(revisionBefore + 1);
  }, 90_000);
});
