/** npm run media:migrate copies the local media into the bucket, checks them, and can run again. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createS3MediaStore } from "../modules/media/store/s3-store.js";
import type { MediaStore } from "../modules/media/store/media-store.js";
import { SERVER_ROOT } from "../server-root.js";
import { startTestS3, type TestS3 } from "../test/s3-server.js";

let s3: TestS3;
let dataDir: string;
let bucket: MediaStore;
const files = {
  "media/1111-photo.jpg": Buffer.alloc(300_000, 1),
  "media/2222-bells.mp3": Buffer.alloc(7 * 1024 * 1024, 2),
  "headshots/3333-jane.png": Buffer.from("a portrait"),
};

function migrate(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(SERVER_ROOT, "src/cli/media-migrate.ts")],
      { env: { ...process.env, DATA_DIR: dataDir, ...env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

async function bytesOf(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await bucket.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("npm run media:migrate", () => {
  beforeAll(async () => {
    s3 = await startTestS3();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "tours-migrate-"));
    for (const [key, bytes] of Object.entries(files)) {
      const file = path.join(dataDir, "uploads", key);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
    }
    const config = loadConfig({ ...s3.env, DATA_DIR: dataDir });
    if (config.mediaStore.kind !== "s3") throw new Error("expected the S3 store");
    bucket = createS3MediaStore(config.mediaStore);
  });
  afterAll(async () => {
    await s3.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses, saying what to set, when no bucket is configured", async () => {
    const { code, output } = await migrate({});
    expect(code).toBe(1);
    expect(output).toContain("Set MEDIA_STORE=s3 and S3_BUCKET");
  });

  it("copies every file with its bytes, then finds them there on a second run", async () => {
    const first = await migrate(s3.env);
    expect(first.output).toContain("Copied 3 files (7.3 MB)");
    expect(first.output).toContain("Every file's checksum matches.");
    expect(first.code).toBe(0);
    for (const [key, bytes] of Object.entries(files))
      expect((await bytesOf(key)).equals(bytes)).toBe(true);
    expect((await bucket.stat("media/1111-photo.jpg"))?.contentType).toBe("image/jpeg");

    const again = await migrate(s3.env);
    expect(again.output).toContain("Copied 0 files (0.0 MB)");
    expect(again.output).toContain("3 files already there");
  });

  it("copies again an object whose bytes in the bucket differ from the local file", async () => {
    await bucket.write("media/1111-photo.jpg", Readable.from([Buffer.alloc(300_000, 9)]));
    const run = await migrate(s3.env);
    expect(run.output).toContain("Copied 1 file (");
    expect((await bytesOf("media/1111-photo.jpg")).equals(files["media/1111-photo.jpg"])).toBe(
      true,
    );
  });
});
