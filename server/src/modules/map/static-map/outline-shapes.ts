/**
 * The built-in outline under the static map when the site runs no PMTiles basemap: the county,
 * lakes, rivers and interstates of the outline style's GeoJSON, in the frame's pixels.
 */
import fs from "node:fs";
import { framePixel, type LngLatPair, type StaticMapFrame } from "@tours/shared/map";
import type { Shape } from "./shapes.js";

interface OutlineFeature {
  properties: { kind: string; name?: string };
  geometry:
    | { type: "Polygon"; coordinates: LngLatPair[][] }
    | { type: "LineString"; coordinates: LngLatPair[] };
}

const LAYERS: Record<string, Shape["layer"]> = {
  county: "county",
  lake: "water",
  river: "water",
  stream: "water",
  interstate: "road",
};

const kept = new Map<string, OutlineFeature[]>();

function featuresOf(file: string): OutlineFeature[] {
  let features = kept.get(file);
  if (!features) {
    features = (JSON.parse(fs.readFileSync(file, "utf8")) as { features: OutlineFeature[] })
      .features;
    kept.set(file, features);
  }
  return features;
}

export function outlineShapes(geojsonFile: string, frame: StaticMapFrame): Shape[] {
  return featuresOf(geojsonFile).flatMap(({ properties, geometry }): Shape[] => {
    const layer = LAYERS[properties.kind];
    if (!layer) return [];
    const rings = geometry.type === "Polygon" ? geometry.coordinates : [geometry.coordinates];
    return [
      {
        layer,
        kind: properties.kind,
        name: properties.name ?? "",
        type: geometry.type === "Polygon" ? "polygon" : "line",
        parts: rings.map((ring) => ring.map((point) => framePixel(frame, point))),
      },
    ];
  });
}
