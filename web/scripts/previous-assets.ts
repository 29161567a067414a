/**
 * A build never takes away the files a running site serves, and pages left open across an update
 * keep working: their scripts load code on demand (a map, the lightbox, an editor, the record
 * picker) by the hashed names of the build that sent them. So the build writes over the previous
 * one instead of emptying the folder first (`emptyOutDir: false` in vite.config.ts), and
 * afterwards drops what it left behind: every earlier server file, and the earlier client files
 * past KEEP_DAYS after they were built or past KEEP_BYTES (the newest are kept). React Router's
 * route manifest is never kept: a page reads it once, when it opens. Old and new code never mix:
 * each page loads only the names it was sent.
 *
 *   tsx scripts/previous-assets.ts start   (before the build: notes when it started)
 *   tsx scripts/previous-assets.ts prune   (after it)
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

interface Found {
  file: string;
  size: number;
  mtimeMs: number;
}

function filesUnder(dir: string): Found[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).flatMap((name) => {
    const file = path.join(dir, name);
    const stat = fs.statSync(file);
    return stat.isFile() ? [{ file, size: stat.size, mtimeMs: stat.mtimeMs }] : [];
  });
}

/**
 * Deletes the client files written before `builtFrom` except the newest of them, none older than
 * KEEP_DAYS, at most `maxBytes` in all, never the route manifest. Answers the names kept.
 */
export function pruneClientFiles(
  assets: string,
  builtFrom: number,
  { now = Date.now(), maxBytes = KEEP_BYTES } = {},
): string[] {
  const earlier = filesUnder(assets)
    .filter((found) => found.mtimeMs < builtFrom)
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  const kept: string[] = [];
  let bytes = 0;
  for (const found of earlier) {
    const name = path.relative(assets, found.file);
    bytes += found.size;
    const keep =
      !ROUTE_MANIFEST.test(path.basename(name)) &&
      now - found.mtimeMs < KEEP_MS &&
      bytes <= maxBytes;
    if (keep) kept.push(name);
    else fs.rmSync(found.file);
  }
  return kept;
}

/** Deletes the server files written before `builtFrom`: the server runs only the new build. */
export function pruneServerFiles(server: string, builtFrom: number): void {
  for (const found of filesUnder(server)) if (found.mtimeMs < builtFrom) fs.rmSync(found.file);
}

const build = path.resolve(import.meta.dirname, "../build");
// Beside the client's and server's folders, never served.
const startedFile = path.join(build, "build-started.txt");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const step = process.argv[2];
  if (step === "start") {
    fs.mkdirSync(build, { recursive: true });
    // Rounded down: file times on some file systems are whole seconds.
    fs.writeFileSync(startedFile, String(Math.floor(Date.now() / 1000) * 1000));
  } else if (step === "prune") {
    const builtFrom = Number(fs.readFileSync(startedFile, "utf8"));
    const kept = pruneClientFiles(path.join(build, "client/assets"), builtFrom);
    pruneServerFiles(path.join(build, "server"), builtFrom);
    fs.rmSync(startedFile);
    console.log(`Files of earlier builds kept for pages still open: ${kept.length}.`);
  } else {
    console.error("Usage: tsx scripts/previous-assets.ts start|prune");
    process.exit(2);
  }
}
