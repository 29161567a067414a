/**
 * The site's code a saved tour needs offline, from the web build's Vite manifest: the client
 * entry, React Router's route manifest, and the routes the saved pages use with everything they
 * import, load on demand (the maps, MapLibre and its worker) and style themselves with. Staff
 * screens are never reached from these routes, so their code is left out.
 */
import fs from "node:fs";
import path from "node:path";
import type { OfflineFile } from "@tours/shared";

/**
 * Route modules of the pages a saved tour holds (tour views, records, the QR landing flow, not
 * found).
 */
const SAVED_ROUTES = new Set([
  "app/root.tsx",
  "app/routes/tour.tsx",
  "app/routes/tour-view.tsx",
  "app/routes/record.tsx",
  "app/routes/landing-welcome.tsx",
  "app/routes/landing-select-tour.tsx",
  "app/routes/landing-audio-cue.tsx",
  "app/routes/landing-back-to-start.tsx",
  "app/routes/not-found.tsx",
]);

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

const isStart = (key: string, chunk: ManifestChunk) =>
  SAVED_ROUTES.has(key.split("?", 1)[0] ?? "") ||
  (chunk.isEntry === true && /(^|\/)entry\.client\.[jt]sx?$/.test(chunk.src ?? ""));

/** Reads the build once; an app without a client build (tests, development) saves no code. */
export function loadCodeFiles(clientRoot: string): OfflineFile[] {
  const manifestFile = path.join(clientRoot, ".vite/manifest.json");
  if (!fs.existsSync(manifestFile)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (isStart(key, chunk)) visit(key);
  // React Router's own route manifest, which every page loads; it is not a Vite chunk.
  const assetsDir = path.join(clientRoot, "assets");
  if (fs.existsSync(assetsDir)) {
    for (const name of fs.readdirSync(assetsDir)) {
      if (/^manifest-[\w-]+\.js$/.test(name)) files.add(`assets/${name}`);
    }
  }
  return [...files].sort().map((file) => ({
    url: `/${file}`,
    kind: "code",
    bytes: fs.statSync(path.join(clientRoot, file)).size,
  }));
}
