/**
 * Pages already open when the site is updated keep working: their scripts load code on demand
 * (a map, the lightbox, an editor, the record picker) by the hashed names of the build that sent
 * them, and `react-router build` empties the build folder. So the client's hashed files are set
 * aside before a build (`keep`) and those the new build lacks are put back after it (`restore`),
 * for KEEP_DAYS after they were built and up to KEEP_BYTES, the newest first. React Router's route manifest is not put back: a page reads
 * it once, when it opens. Old and new code never mix: each page loads only the names it was sent.
 *
 *   tsx scripts/previous-assets.ts keep|restore
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const KEEP_DAYS = 7;
const KEEP_MS = KEEP_DAYS * 24 * 60 * 60 * 1000;
/** About ten builds' worth of changed files: frequent builds (in development) stay bounded. */
const KEEP_BYTES = 64 * 1024 * 1024;

/** React Router's route manifest (with its compressed copies): read once by a page as it opens. */
const ROUTE_MANIFEST = /^manifest-[\w-]+\.js(?:\.br|\.gz)?$/;

/**
 * Copies the files of `from` that `to` lacks into it, keeping their time (the time they were
 * built): the newest first, none older than KEEP_DAYS, at most `maxBytes` in all, never the route
 * manifest. Answers the names copied.
 */
export function carryOver(
  from: string,
  to: string,
  { now = Date.now(), maxBytes = KEEP_BYTES } = {},
): string[] {
  if (!fs.existsSync(from)) return [];
  fs.mkdirSync(to, { recursive: true });
  const candidates = fs
    .readdirSync(from)
    .filter((name) => !ROUTE_MANIFEST.test(name) && !fs.existsSync(path.join(to, name)))
    .map((name) => ({ name, stat: fs.statSync(path.join(from, name)) }))
    .filter(({ stat }) => stat.isFile() && now - stat.mtimeMs < KEEP_MS)
    .map(({ name, stat }) => ({ name, size: stat.size, mtimeMs: stat.mtimeMs }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  const copied: string[] = [];
  let bytes = 0;
  for (const file of candidates) {
    bytes += file.size;
    if (bytes > maxBytes) break;
    fs.cpSync(path.join(from, file.name), path.join(to, file.name), { preserveTimestamps: true });
    copied.push(file.name);
  }
  return copied;
}

const webRoot = path.resolve(import.meta.dirname, "..");
const assets = path.join(webRoot, "build/client/assets");
// Outside the build folder, which the build removes whole; kept only while a build runs.
const keptAssets = path.join(webRoot, "../node_modules/.cache/tours-previous-assets");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const step = process.argv[2];
  if (step === "keep") {
    // A build that failed left its files here: they are kept with the current ones.
    carryOver(assets, keptAssets);
  } else if (step === "restore") {
    const copied = carryOver(keptAssets, assets);
    fs.rmSync(keptAssets, { recursive: true, force: true });
    console.log(`Files of earlier builds kept for pages still open: ${copied.length}.`);
  } else {
    console.error("Usage: tsx scripts/previous-assets.ts keep|restore");
    process.exit(2);
  }
}
