/**
 * npm run media:migrate: copies the media in the local folder (DATA_DIR/uploads) into the bucket
 * that MEDIA_STORE=s3 names, then reads every object back and checks its SHA-256 against the
 * local file. Safe to run again: objects already in the bucket with the right bytes are kept.
 */
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { ApiError } from "../lib/errors.js";
import { createLocalMediaStore } from "../modules/media/store/local-store.js";
import type { MediaStore } from "../modules/media/store/media-store.js";
import { runCli } from "./cli-context.js";

async function sha256(body: Readable): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** The object's checksum in the bucket, or undefined when it is not there with that size. */
async function checksumIn(store: MediaStore, key: string, size: number) {
  const stat = await store.stat(key);
  return stat?.size === size ? sha256(await store.read(key)) : undefined;
}

await runCli(
  async ({ config, services }) => {
    if (config.mediaStore.kind !== "s3") {
      throw new ApiError(
        "validation_failed",
        "Set MEDIA_STORE=s3 and S3_BUCKET (with S3_ENDPOINT for a server other than AWS): " +
          `media:migrate copies ${config.mediaRoot} into that bucket.`,
      );
    }
    const local = createLocalMediaStore(config.mediaRoot);
    const bucket = services.mediaStore;
    let copied = 0;
    let kept = 0;
    let bytes = 0;
    const mismatched: string[] = [];
    for await (const { key, size } of local.list()) {
      const expected = await sha256(await local.read(key));
      if ((await checksumIn(bucket, key, size)) === expected) {
        kept += 1;
        continue;
      }
      await bucket.write(key, await local.read(key));
      if ((await checksumIn(bucket, key, size)) !== expected) mismatched.push(key);
      copied += 1;
      bytes += size;
    }
    const files = (n: number) => `${n} file${n === 1 ? "" : "s"}`;
    const summary =
      `Copied ${files(copied)} (${(bytes / 1024 / 1024).toFixed(1)} MB) from ${config.mediaRoot} ` +
      `to bucket ${config.mediaStore.bucket}; ${files(kept)} already there.`;
    if (mismatched.length > 0) {
      throw new ApiError(
        "internal",
        `${summary} These did not read back with the same checksum; run again:\n  ${mismatched.join("\n  ")}`,
      );
    }
    console.log(`${summary} Every file's checksum matches.`);
  },
  { migrate: false },
);
