/**
 * The true limit for bench:field's next-stop map opened at once from a cold stop page: a bare
 * page, already loaded, whose one button loads MapLibre (its published build and worker, brotli
 * as the app's own files are sent) and draws a map of the same style at the same place, from
 * the very bytes the app's map received (style, sources, glyphs, sprites), held in memory by a
 * bare Node http server. No page code, no route or markers: only the map library and its data.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";
import type { HeldFile, MemoryServer } from "./memory-server.js";
import { serveFromMemory } from "./memory-server.js";
import type { Received } from "./offline-ceiling.js";

export interface MapView {
  center: [number, number];
  zoom: number;
  styleUrl: string;
}

const MAPLIBRE_DIST = path.join(
  path.dirname(createRequire(import.meta.url).resolve("maplibre-gl/package.json")),
  "dist",
);

/** Already compressed in their own format. */
const COMPRESSED = /^(image|audio|video|font)\/|woff2/;

/** A file compressed as the app sends its own text: brotli at its highest quality. */
function brotli(file: HeldFile): HeldFile {
  if (COMPRESSED.test(file.headers["content-type"] ?? "")) return file;
  const body = zlib.brotliCompressSync(file.body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  return { headers: { ...file.headers, "content-encoding": "br", vary: "Accept-Encoding" }, body };
}

const libraryFile = (name: string, type: string): HeldFile =>
  brotli({
    headers: { "content-type": type },
    body: fs.readFileSync(path.join(MAPLIBRE_DIST, name)),
  });

/**
 * The page: the same check as on the app (a canvas in an open dialog, inside [data-leg] once
 * MapLibre's 'load' has run) and a 'Go To Next Stop' button that starts it all.
 */
const page = (view: MapView) => `<!doctype html>
<html lang="en" data-hydrated><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/maplibre/maplibre-gl.css"><title>Map ceiling</title></head>
<body><button type="button" id="open" style="min-height:44px;width:100%">Go To Next Stop</button>
<dialog id="sheet" style="width:100%;padding:0"><div id="map" style="width:100%;height:60vh"></div></dialog>
<script type="module">
document.getElementById("open").addEventListener("click", async () => {
  const sheet = document.getElementById("sheet");
  sheet.showModal();
  const { Map, setWorkerUrl } = await import("/maplibre/maplibre-gl.mjs");
  setWorkerUrl("/maplibre/maplibre-gl-worker.mjs");
  const map = new Map({ container: "map", style: ${JSON.stringify(view.styleUrl)},
    center: ${JSON.stringify(view.center)}, zoom: ${view.zoom}, attributionControl: false,
    // The sprite's path made absolute, as the app's maps do (absolute-sprite.ts).
    transformStyle: (_, next) => next.sprite && typeof next.sprite === "string"
      ? { ...next, sprite: new URL(next.sprite, location.href).href } : next });
  map.on("load", () => { document.getElementById("map").dataset.leg = "drawn"; });
});
</script></body></html>`;

/** Serves the bare page, MapLibre's build, and what the app's map received (`received`). */
export function startMapCeiling(received: Received, view: MapView): Promise<MemoryServer> {
  const files = new Map<string, HeldFile>();
  for (const [url, file] of received) files.set(url, brotli(file));
  files.set("/maplibre/maplibre-gl.mjs", libraryFile("maplibre-gl.mjs", "text/javascript"));
  files.set(
    "/maplibre/maplibre-gl-worker.mjs",
    libraryFile("maplibre-gl-worker.mjs", "text/javascript"),
  );
  files.set("/maplibre/maplibre-gl.css", libraryFile("maplibre-gl.css", "text/css"));
  const html: HeldFile = {
    headers: { "content-type": "text/html; charset=utf-8" },
    body: Buffer.from(page(view)),
  };
  return serveFromMemory((url) => (url === "/" ? html : files.get(url)));
}
