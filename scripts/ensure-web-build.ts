/** Builds the web app when its server bundle is missing or older than any of its sources. */
import { spawn } from "node:child_process";
import path from "node:path";
import lockfile from "proper-lockfile";
import { isStale, repoRoot } from "./build-freshness.js";

const sources = [
  "web/app",
  "web/sw",
  "web/scripts",
  "web/public",
  "web/react-router.config.ts",
  "web/vite.config.ts",
  "shared/src",
];

export const isWebBuildStale = () => isStale("web/build/server/index.js", sources);

/**
 * Test files and benchmarks started together build once: the first takes a lock held across
 * processes, the others wait for it (a build takes a minute or two on a busy machine), then find
 * the build fresh. Two builds at once into one folder fail.
 */
export async function ensureWebBuild(): Promise<void> {
  if (!(await isWebBuildStale())) return;
  const release = await lockfile.lock(repoRoot, {
    lockfilePath: path.join(repoRoot, "node_modules", ".web-build.lock"),
    retries: { retries: 1200, factor: 1, minTimeout: 500, maxTimeout: 500 },
  });
  try {
    if (await isWebBuildStale()) await buildWeb();
  } finally {
    await release();
  }
}

async function buildWeb(): Promise<void> {
  console.log("Building the web app (npm run build -w web)…");
  const code = await new Promise<number | null>((resolve, reject) => {
    // Always the production build, even when started under a test runner that set NODE_ENV=test
    // (the single-process test runs `npm start`'s entry point, which builds what is stale).
    const child = spawn("npm", ["run", "build", "-w", "web"], {
      cwd: repoRoot,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    child.on("error", reject);
    child.on("exit", resolve);
  });
  if (code !== 0) throw new Error(`The web build failed (exit code ${code}).`);
}
