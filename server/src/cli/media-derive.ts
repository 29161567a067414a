/**
 * npm run media:derive: makes the phone-sized AVIF and WebP copies of every image in the media
 * store (local folder or bucket) that lacks them, such as images uploaded before copies were made
 * or restored from an old backup. Safe to run again, with the site running: copies already stored
 * are kept, and once new ones are in, the content revision moves so the pages offer them.
 */
import { parseArgs } from "node:util";
import { ApiError } from "../lib/errors.js";
import { bumpRevision } from "../lib/content-revision.js";
import { deriveStoredImages, describeSummary } from "../modules/media/derivatives/derive-stored.js";
import { runCli } from "./cli-context.js";

await runCli(async ({ data, services }) => {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  if (positionals.length > 0)
    throw new ApiError("validation_failed", "Usage: npm run media:derive");
  const summary = await deriveStoredImages(services.mediaStore);
  if (summary.files > 0) await bumpRevision(data.repos.revision);
  console.log(describeSummary(summary));
  if (summary.failed.length > 0) {
    throw new ApiError(
      "internal",
      `These images got no copies (the pages show the originals):\n` +
        summary.failed.map(({ key, reason }) => `  ${key}: ${reason}`).join("\n"),
    );
  }
});
