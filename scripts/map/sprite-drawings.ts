/**
 * The streets style's sprite images as SVG, one for each name its layers can ask for: road
 * shields and place dots drawn here, the one-way arrow and point-of-interest pictograms from Maki
 * (@mapbox/maki, CC0), in the colours of the Protomaps flavor the style is made with.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Flavor } from "@protomaps/basemaps";
import { filterValues, layerIconNames, layerValues, type StyleLayer } from "./style-icon-names.js";

export interface SpriteIcon {
  name: string;
  /** In CSS pixels: the 1× sheet's pixels. */
  width: number;
  height: number;
  /** The drawing, `ratio` device pixels to the CSS pixel. */
  svg(ratio: number): string;
}

const makiIcons = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@mapbox/maki/package.json")),
  "icons",
);

/** The Maki pictogram for each POI icon name; a kind missing here gets a plain dot. */
const MAKI: Record<string, string> = {
  beach: "beach",
  forest: "park-alt1",
  marina: "harbor",
  park: "park",
  peak: "mountain",
  zoo: "zoo",
  garden: "garden",
  bench: "picnic-site",
  aerodrome: "airport",
  train_station: "rail",
  bus_stop: "bus",
  ferry_terminal: "ferry",
  stadium: "stadium",
  university: "college",
  library: "library",
  school: "school",
  animal: "veterinary",
  toilets: "toilet",
  drinking_water: "drinking-water",
  post_office: "post",
  building: "building",
  townhall: "town-hall",
  restaurant: "restaurant",
  fast_food: "fast-food",
  cafe: "cafe",
  bar: "bar",
  supermarket: "grocery",
  convenience: "convenience",
  books: "library",
  beauty: "hairdresser",
  electronics: "mobile-phone",
  clothes: "clothing-store",
  attraction: "attraction",
  museum: "museum",
  theatre: "theatre",
  artwork: "art-gallery",
};

function icon(name: string, width: number, height: number, viewBox: string, body: string) {
  return {
    name,
    width,
    height,
    svg: (ratio: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width * ratio}" height="${height * ratio}" viewBox="${viewBox}">${body}</svg>`,
  };
}

/** A Maki icon's shapes (15 × 15 units), without their ids. */
function maki(name: string): string {
  const file = fs.readFileSync(path.join(makiIcons, `${name}.svg`), "utf8");
  const inner = file.slice(file.indexOf(">", file.indexOf("<svg")) + 1, file.lastIndexOf("</svg>"));
  return inner.replace(/\s+id="[^"]*"/g, "").trim();
}

/** A pictogram in its label's colour, ringed by the label's halo so it reads over roads. */
function poiIcon(name: string, colour: string, halo: string): SpriteIcon {
  const shapes = maki(MAKI[name] ?? "circle");
  const body = `<g fill="${halo}" stroke="${halo}" stroke-width="2" stroke-linejoin="round">${shapes}</g><g fill="${colour}">${shapes}</g>`;
  return icon(name, 17, 17, "-1 -1 17 17", body);
}

/** Wide enough at the layer's icon-size 0.8 for `chars` characters of its 8 px shield text. */
const shieldWidth = (chars: number) => Math.max(16, 6 * chars + 8);

function shield(name: string, family: string, chars: number, flavor: Flavor): SpriteIcon {
  const paint = `fill="${flavor.highway}" stroke="${flavor.roads_label_major}"`;
  const w = shieldWidth(chars);
  if (family === "US:I") {
    // The Interstate's outline: a crowned top and sides meeting in a rounded point.
    const d = `M0.5 3Q${w / 2} -0.5 ${w - 0.5} 3V10Q${w - 0.5} 15.5 ${w / 2} 17.5Q0.5 15.5 0.5 10Z`;
    return icon(name, w, 18, `0 0 ${w} 18`, `<path d="${d}" ${paint}/>`);
  }
  // Amsterdam's S-roads are signed on rounded plates; other networks on a plain one.
  const [width, radius] = family === "NL:S-road" ? [w + 4, 7.5] : [w, 2.5];
  const rect = `<rect x="0.5" y="0.5" width="${width - 1}" height="15" rx="${radius}" ${paint}/>`;
  if (family === "NL:S-road" || family === "generic_shield") {
    return icon(name, width, 16, `0 0 ${width} 16`, rect);
  }
  throw new Error(`No shield drawn for the ${family} network`);
}

/** The images of layers other than the POIs: arrows, shields and town dots. */
function roadOrPlaceIcon(name: string, flavor: Flavor): SpriteIcon {
  const shieldName = /^(.+)-(\d+)char$/.exec(name);
  if (shieldName) return shield(name, shieldName[1] ?? "", Number(shieldName[2]), flavor);
  const ink = flavor.city_label;
  const halo = flavor.city_label_halo;
  switch (name) {
    case "arrow":
      // Maki's arrow points right; the layer turns it 90° clockwise to run along the road.
      return icon(
        name,
        11,
        11,
        "0 0 15 15",
        `<g fill="${flavor.roads_label_minor}" transform="rotate(-90 7.5 7.5)">${maki("arrow")}</g>`,
      );
    case "townspot":
      return icon(
        name,
        12,
        12,
        "0 0 12 12",
        `<circle cx="6" cy="6" r="4.5" fill="${ink}" stroke="${halo}" stroke-width="1.5"/>`,
      );
    case "capital":
      return icon(
        name,
        14,
        14,
        "0 0 14 14",
        `<circle cx="7" cy="7" r="5.75" fill="${halo}" stroke="${ink}" stroke-width="1.5"/><circle cx="7" cy="7" r="2.5" fill="${ink}"/>`,
      );
  }
  throw new Error(`No drawing for the sprite image "${name}"`);
}

/** One drawing for every image the layers can ask for. */
export function spriteIcons(layers: readonly StyleLayer[], flavor: Flavor): SpriteIcon[] {
  const icons = new Map<string, SpriteIcon>();
  for (const layer of layers) {
    if (layer.id !== "pois") {
      for (const name of layerIconNames(layer)) icons.set(name, roadOrPlaceIcon(name, flavor));
      continue;
    }
    const halo = String(layer.paint?.["text-halo-color"]);
    for (const kind of filterValues(layer, "kind")) {
      const [colour, ...others] = layerValues(layer, layer.paint?.["text-color"], { kind: [kind] });
      if (!colour || others.length > 0) throw new Error(`No single label colour for ${kind}`);
      for (const name of layerIconNames(layer, { kind: [kind] })) {
        icons.set(name, poiIcon(name, colour, halo));
      }
    }
  }
  return [...icons.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}
