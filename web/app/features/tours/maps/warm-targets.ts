/** What the next-stop map's warm-up fetches: pure arithmetic over the style and the stop. */
import { tilePosition } from "@tours/shared/map/projection";
import type { LatLng } from "./directions";

/** The next-stop map to warm: its style, where it centres and how close. */
export interface WarmTarget {
  styleUrl: string;
  destination: LatLng | null;
  zoom: number;
}

/** The parts of a MapLibre style the warm-up reads. */
export interface StyleJson {
  glyphs?: string;
  sources?: Record<string, { url?: string }>;
  layers?: { layout?: { "text-font"?: unknown } }[];
}

/** The literal font stacks of the style's label layers, e.g. "Noto Sans Regular". */
export function fontStacks(style: StyleJson): string[] {
  const stacks = new Set<string>();
  for (const layer of style.layers ?? []) {
    const fonts = layer.layout?.["text-font"];
    if (Array.isArray(fonts) && fonts.every((font) => typeof font === "string")) {
      stacks.add(fonts.join(","));
    }
  }
  return [...stacks];
}

/** The tile holding the point and its neighbours on the point's nearer sides (Web Mercator). */
export function nearestTiles({ lat, lng }: LatLng, z: number): [number, number][] {
  const n = 2 ** z;
  const [fx, fy] = tilePosition([lng, lat], z);
  const x = Math.floor(fx);
  const y = Math.floor(fy);
  const dx = fx - x < 0.5 ? -1 : 1;
  const dy = fy - y < 0.5 ? -1 : 1;
  const inside = ([tx, ty]: [number, number]) => tx >= 0 && ty >= 0 && tx < n && ty < n;
  const candidates: [number, number][] = [
    [x, y],
    [x + dx, y],
    [x, y + dy],
    [x + dx, y + dy],
  ];
  return candidates.filter(inside);
}
