/**
 * Bundles the server into server/dist/main.mjs when its sources changed. Production runs plain
 * Node on the bundle: a TypeScript loader in the running process costs about 80 MB of memory.
 */
import { build } from "esbuild";
import { isStale } from "./build-freshness.js";

export const SERVER_BUNDLE = "server/dist/main.mjs";
const sources = ["server/src", "shared/src", "server/package.json"];

export async function ensureServerBuild(): Promise<void> {
  if (!(await isStale(SERVER_BUNDLE, sources))) return;
  console.log("Building the server…");
  await build({
    entryPoints: ["server/src/main.ts"],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    sourcemap: true,
    logLevel: "warning",
    plugins: [
      {
        // Our workspace packages are TypeScript source and go into the bundle; npm packages stay outside.
        name: "external-packages",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@tours/") ? undefined : { external: true },
          );
        },
      },
    ],
  });
}
