/** npm start: build the web app when needed, then run the server (migrates, seeds, serves). */
import { ensureWebBuild } from "./ensure-web-build.js";

await ensureWebBuild();
process.env.NODE_ENV ??= "production";
await import("../server/src/main.js");
