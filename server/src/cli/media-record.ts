/**
 * npm run media:record: gives every file in the media store (local folder or bucket) that has no
 * media row one, from its name and size. Saves accept only paths that have a row, and deletes
 * claim it: run once on a site upgraded from before they did. Safe to run again, with the site
 * running: files already recorded are left as they are.
 */
import { parseArgs } from "node:util";
import { ApiError } from "../lib/errors.js";
import { runCli } from "./cli-context.js";

await runCli(async ({ services }) => {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  if (positionals.length > 0)
    throw new ApiError("validation_failed", "Usage: npm run media:record");
  const { recorded, known, skipped } = await services.mediaRecorder.recordAll();
  console.log(`Recorded ${recorded.length} files; ${known} were recorded already.`);
  if (skipped.length > 0) {
    console.log(
      `Not images, audio or video by their names, so left unrecorded:\n` +
        skipped.map((key) => `  ${key}`).join("\n"),
    );
  }
});
