/**
 * npm run db:seed: replaces all content with the demo content (staff accounts are kept), then
 * makes the copies its images lack (already there from an earlier seed: the demo's keys are fixed).
 */
import { bumpRevision } from "../lib/content-revision.js";
import { deriveStoredImages, describeSummary } from "../modules/media/derivatives/derive-stored.js";
import { seedDemoContent, clearContent } from "../seed/seed-demo.js";
import { runCli } from "./cli-context.js";

await runCli(async ({ data, services }) => {
  await clearContent(data.transaction);
  const counts = await seedDemoContent(services);
  console.log(
    `Demo content loaded: ${Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(", ")}.`,
  );
  const copies = await deriveStoredImages(services.mediaStore);
  if (copies.files > 0) await bumpRevision(data.repos.revision);
  console.log(describeSummary(copies));
});
