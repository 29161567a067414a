/**
 * Fetches, in idle time, what the next-stop map needs to draw (so it opens at once):
 * MapLibre's code and its worker, the style, the label glyphs the style uses, and, for the
 * app's own streets basemap, the archive's header and the tiles around the next stop. What it
 * fetches lands in the HTTP cache (or the shared PMTiles protocol), where the map then finds it.
 * A failure only means the map fetches the file itself when it opens.
 */
import "./next-stop-map.client";
import { prewarm } from "maplibre-gl";
import { PMTiles } from "pmtiles";
import type { LatLng } from "./directions";
import { pmtilesProtocol } from "../../map/maplibre-setup.client";
import { fontStacks, nearestTiles, type StyleJson, type WarmTarget } from "./warm-targets";

const PMTILES_SCHEME = "pmtiles://";
/** Latin script: every name on a Nashville street map. */
const GLYPH_RANGE = "0-255";

export async function warmNextStopMap({ styleUrl, destination, zoom }: WarmTarget): Promise<void> {
  prewarm();
  const response = await fetch(styleUrl);
  if (!response.ok) return;
  const style = (await response.json()) as StyleJson;
  await Promise.all([
    ...fontStacks(style).map((fonts) => warmGlyphs(style.glyphs ?? "", fonts)),
    // Offline there is nothing to warm: a saved tour's map reads its saved tiles at once, and the
    // neighbouring tiles warmed online lie partly outside what was saved and would only fail.
    ...Object.values(style.sources ?? {}).map((source) =>
      source.url?.startsWith(PMTILES_SCHEME) && destination && navigator.onLine
        ? warmTiles(source.url.slice(PMTILES_SCHEME.length), destination, zoom)
        : undefined,
    ),
  ]);
}

async function warmGlyphs(template: string, fonts: string): Promise<void> {
  if (!template) return;
  await fetch(template.replace("{fontstack}", fonts).replace("{range}", GLYPH_RANGE));
}

/** The four tiles nearest the stop at the map's zoom, clamped to the archive's zooms. */
async function warmTiles(key: string, at: LatLng, zoom: number): Promise<void> {
  let archive = pmtilesProtocol.get(key);
  if (!archive) {
    archive = new PMTiles(key);
    pmtilesProtocol.add(archive);
  }
  const header = await archive.getHeader();
  const z = Math.min(Math.max(Math.floor(zoom), header.minZoom), header.maxZoom);
  const tiles = nearestTiles(at, z);
  await Promise.all(tiles.map(([x, y]) => archive.getZxy(z, x, y)));
}
