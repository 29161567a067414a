/**
 * Builds the service worker (sw.ts) into build/sw/sw.js after `react-router build`: one classic
 * script with Serwist inside and the shell's precache list written in, so the worker's bytes
 * change with every build that changes the shell (browsers then find the update).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { OFFLINE_PATH } from "../app/features/offline/cache-names";
import { type ClientAssets, type ShellEntry, shellFiles } from "./shell";

const webRoot = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(webRoot, "build/client");
/** Public files the offline page shows (the header's logo, the footer's commission logo). */
const PUBLIC_FILES = ["/brand/logo.svg", "/brand/commission-logo.svg"];

const serverBuild = path.join(webRoot, "build/server/index.js");
const { assets } = (await import(pathToFileURL(serverBuild).href)) as { assets: ClientAssets };
const readAsset = (url: string) => readFileSync(path.join(clientDir, url), "utf8");
const files = shellFiles(assets, ["root", "routes/offline"], readAsset);

const hash = (text: string | Buffer) =>
  createHash("sha256").update(text).digest("hex").slice(0, 16);
const entries: ShellEntry[] = [
  // The page is rendered by this build's code: it changes whenever the shell does.
  { url: OFFLINE_PATH, revision: hash(`${assets.version} ${files.join(" ")}`) },
  ...PUBLIC_FILES.map((url) => ({ url, revision: hash(readFileSync(path.join(clientDir, url))) })),
  ...files.map((url) => ({ url, revision: null })),
];

await build({
  configFile: false,
  root: webRoot,
  publicDir: false,
  logLevel: "warn",
  define: {
    PRECACHE_ENTRIES: JSON.stringify(entries),
    "process.env.NODE_ENV": JSON.stringify("production"),
  },
  build: {
    outDir: "build/sw",
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
    lib: { entry: "sw/sw.ts", formats: ["iife"], name: "sw", fileName: () => "sw.js" },
  },
});
console.log(`Service worker: build/sw/sw.js, precaching ${entries.length} files.`);
