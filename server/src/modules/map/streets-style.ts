/**
 * The streets style served at /map/style.json when MAP_PMTILES is set: Protomaps' light basemap
 * (@protomaps/basemaps) with English labels, reading the app's own PMTiles file, glyphs and sprite.
 */
import { layers, namedFlavor } from "@protomaps/basemaps";

export const GLYPHS_URL = "/map/fonts/{fontstack}/{range}.pbf";
export const PMTILES_PATH = "/map/basemap.pmtiles";
/** The Protomaps flavor, whose colours paint the layers and the sprite (make-sprites.ts). */
export const STREETS_FLAVOR = "light";

const SOURCE = "protomaps";

export function streetsLayers() {
  return layers(SOURCE, namedFlavor(STREETS_FLAVOR), { lang: "en" });
}

/**
 * `archive` is the basemap file's version and `spriteUrl` carries the sprite's, so both can be
 * cached for good at the addresses the style names.
 */
export function streetsStyle({ archive, spriteUrl }: { archive: string; spriteUrl: string }) {
  return {
    version: 8,
    name: "Nashville streets (Protomaps)",
    center: [-86.7816, 36.1627],
    zoom: 12,
    glyphs: GLYPHS_URL,
    // A path: the site's maps make it absolute (web/app/features/map/absolute-sprite.ts).
    sprite: spriteUrl,
    sources: {
      [SOURCE]: {
        type: "vector",
        url: `pmtiles://${PMTILES_PATH}?v=${archive}`,
        attribution:
          '<a href="https://protomaps.com">Protomaps</a> © <a href="https://openstreetmap.org/copyright">OpenStreetMap</a>',
      },
    },
    layers: streetsLayers(),
  };
}
