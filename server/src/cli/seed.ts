/** npm run db:seed: replaces all content with the demo content (staff accounts are kept). */
import { seedDemoContent, clearContent } from "../seed/seed-demo.js";
import { runCli } from "./cli-context.js";

await runCli(async ({ db, services }) => {
  await clearContent(db);
  const counts = await seedDemoContent(db, services);
  console.log(
    `Demo content loaded: ${Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(", ")}.`,
  );
});
