/**
 * How the static map paints its base, as the live map's style paints the same features: the
 * Protomaps flavor's colours over the streets basemap, the outline style's over the built-in
 * outline. Widths are the frame's pixels at zoom 16, scaled by zoom like the styles' own.
 */
import { namedFlavor } from "@protomaps/basemaps";
import { STREETS_FLAVOR } from "../streets-style.js";

export interface LineLook {
  color: string;
  width: number;
  casing?: { color: string; width: number };
}

export interface Palette {
  background: string;
  earth: string;
  water: string;
  park: string;
  county?: { fill: string; line: string };
  /** By kind; a kind not listed is not drawn. */
  roads: Record<string, LineLook>;
  waterLine: number;
  label?: { color: string; halo: string };
}

const flavor = namedFlavor(STREETS_FLAVOR);

export const STREETS_PALETTE: Palette = {
  background: flavor.background,
  earth: flavor.earth,
  water: flavor.water,
  park: flavor.park_b,
  roads: {
    highway: {
      color: flavor.highway,
      width: 9,
      casing: { color: flavor.highway_casing_late, width: 12 },
    },
    major_road: {
      color: flavor.major,
      width: 8,
      casing: { color: flavor.major_casing_late, width: 10 },
    },
    medium_road: {
      color: flavor.major,
      width: 6.5,
      casing: { color: flavor.minor_casing, width: 8.5 },
    },
    minor_road: {
      color: flavor.minor_b,
      width: 5,
      casing: { color: flavor.minor_casing, width: 6.5 },
    },
    other: { color: flavor.other, width: 2.5 },
    path: { color: flavor.other, width: 1.5 },
  },
  waterLine: 6,
  label: { color: "#6f6769", halo: flavor.roads_label_major_halo },
};

export const OUTLINE_PALETTE: Palette = {
  background: "#dde3e0",
  earth: "#f6f1e6",
  water: "#a9c8e0",
  park: "#f6f1e6",
  county: { fill: "#f6f1e6", line: "#a89a80" },
  roads: { interstate: { color: "#fbe7b8", width: 9, casing: { color: "#c9b993", width: 12 } } },
  waterLine: 24,
};
