/**
 * Bundles the server into server/dist (main.mjs and its chunks) when its sources changed.
 * Production runs plain Node on the bundle: a TypeScript loader in the running process costs
 * about 80 MB of memory.
 */
import { rmSync } from "node:fs";
import { build } from "esbuild";
import { isStale } from "./build-freshness.js";

const OUT_DIR = "server/dist";
export const SERVER_BUNDLE = `${OUT_DIR}/main.mjs`;
const sources = ["server/src", "shared/src", "server/package.json"];

export async function ensureServerBuild(): Promise<void> {
  if (!(await isStale(SERVER_BUNDLE, sources))) return;
  console.log("Building the server…");
  rmSync(OUT_DIR, { recursive: true, force: true });
  await build({
    entryPoints: ["server/src/main.ts"],
    // Split at dynamic imports: the cluster's primary loads main.mjs and not the app (serve.ts).
    outdir: OUT_DIR,
    splitting: true,
    entryNames: "[name]",
    chunkNames: "chunks/[name]-[hash]",
    outExtension: { ".js": ".mjs" },
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
