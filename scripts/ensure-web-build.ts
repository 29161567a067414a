/** Builds the web app when its server bundle is missing or older than any of its sources. */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const serverBundle = path.join(root, "web/build/server/index.js");
const sources = [
  "web/app",
  "web/public",
  "web/react-router.config.ts",
  "web/vite.config.ts",
  "shared/src",
];

async function newestChange(target: string): Promise<number> {
  if (!existsSync(target)) return 0;
  const info = await stat(target);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target, { recursive: true });
  const times = await Promise.all(
    entries.map(async (entry) => (await stat(path.join(target, entry))).mtimeMs),
  );
  return Math.max(info.mtimeMs, ...times);
}

export async function isWebBuildStale(): Promise<boolean> {
  if (!existsSync(serverBundle)) return true;
  const builtAt = (await stat(serverBundle)).mtimeMs;
  const changes = await Promise.all(sources.map((source) => newestChange(path.join(root, source))));
  return changes.some((changedAt) => changedAt > builtAt);
}

export async function ensureWebBuild(): Promise<void> {
  if (!(await isWebBuildStale())) return;
  console.log("Building the web app (npm run build -w web)…");
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn("npm", ["run", "build", "-w", "web"], { cwd: root, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", resolve);
  });
  if (code !== 0) throw new Error(`The web build failed (exit code ${code}).`);
}
