/** Whether a build output is missing or older than any file of its sources. */
import { existsSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "..");

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

export async function isStale(output: string, sources: string[]): Promise<boolean> {
  const built = path.join(repoRoot, output);
  if (!existsSync(built)) return true;
  const builtAt = (await stat(built)).mtimeMs;
  const changes = await Promise.all(
    sources.map((source) => newestChange(path.join(repoRoot, source))),
  );
  return changes.some((changedAt) => changedAt > builtAt);
}
