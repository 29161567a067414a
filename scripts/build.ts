/** npm run build (and the first half of npm start): builds what is missing or out of date. */
import { ensureServerBuild } from "./ensure-server-build.js";
import { ensureWebBuild } from "./ensure-web-build.js";

try {
  await ensureWebBuild();
  await ensureServerBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
