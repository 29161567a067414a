/**
 * The streets style served at /map/style.json when MAP_PMTILES is set: Protomaps' light basemap
 * (@protomaps/basemaps) with English labels, reading the app's own PMTiles file and glyphs.
 */
import { layers, namedFlavor } from "@protomaps/basemaps";

export const GLYPHS_URL = "/map/fonts/{fontstack}/{range}.pbf";
export const PMTILES_PATH = "/map/basemap.pmtiles";

const SOURCE = "protomaps";

type Layer = ReturnType<typeof layers>[number];

/**
 * The app serves glyphs but no sprite, so symbol layers lose their icons (one-way arrows, shields,
 * POI pictograms) and keep their labels; a layer that is only an icon goes.
 */
export function withoutIcons(list: Layer[]): Layer[] {
  return list.flatMap((layer) => {
    if (layer.type !== "symbol" || !layer.layout) return [layer];
    const layout = Object.fromEntries(
      Object.entries(layer.layout).filter(([key]) => !key.startsWith("icon-")),
    );
    if (!("text-field" in layout)) return [];
    return [{ ...layer, layout }];
  });
}

/** `version` changes with the file, so the archive's address can be cached for good. */
export function streetsStyle(version: string) {
  return {
    version: 8,
    name: "Nashville streets (Protomaps)",
    center: [-86.7816, 36.1627],
    zoom: 12,
    glyphs: GLYPHS_URL,
    sources: {
      [SOURCE]: {
        type: "vector",
        url: `pmtiles://${PMTILES_PATH}?v=${version}`,
        attribution:
          '<a href="https://protomaps.com">Protomaps</a> © <a href="https://openstreetmap.org/copyright">OpenStreetMap</a>',
      },
    },
    layers: withoutIcons(layers(SOURCE, namedFlavor("light"), { lang: "en" })),
  };
}
