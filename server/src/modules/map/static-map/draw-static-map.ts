/**
 * The static next-stop map as SVG: the base (streets and their names, or the built-in outline),
 * the tour's line with the leg to the next stop highlighted as the live map highlights it, and
 * both stops' numbered markers. Pure: the shapes come in, in the frame's pixels.
 */
import {
  framePixel,
  type LatLng,
  type LngLatPair,
  type StaticMapFrame,
  toLngLat,
} from "@tours/shared/map";
import type { Palette } from "./palette.js";
import { LABEL_SIZE, roadLabels } from "./road-labels.js";
import { clipLine, pathData, type Pixel, type Shape, simplify } from "./shapes.js";

export interface StaticMapStop {
  at: LatLng;
  /** Its place in the tour, 1-based. */
  number: number;
}

export interface StaticMapScene {
  frame: StaticMapFrame;
  palette: Palette;
  shapes: Shape[];
  /** The tour's whole line and the leg to the next stop, [lng, lat] points. */
  path: readonly LngLatPair[];
  leg: readonly LngLatPair[];
  from: StaticMapStop | null;
  to: StaticMapStop;
  /** The picture's accessible name: "Map from X to Y". */
  title: string;
}

/** As the live map's route layers (route-layers.client.ts) and pin (kept-next-stop-map.client.ts). */
const PATH = { color: "#6b5b4b", width: 4, casing: 7 };
const LEG = { color: "#0b5394", width: 6, casing: 10 };
const PIN_COLOR = "#7a2e1f";

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Line widths follow the zoom as the styles' exponential widths do, about doubling a level. */
const widthAt = (width: number, zoom: number) =>
  Math.round(Math.max(width * 0.25, Math.min(width * 2, width * 2 ** (zoom - 16))) * 10) / 10;

export function drawStaticMap(scene: StaticMapScene): string {
  const { frame, palette, shapes, title } = scene;
  const { width, height } = frame;
  const clip = (parts: Pixel[][]) =>
    parts.flatMap((part) => clipLine(part, width, height)).map((l) => simplify(l));
  const fill = (layer: Shape["layer"], color: string) => {
    const d = pathData(
      shapes
        .filter((s) => s.layer === layer && s.type === "polygon")
        .flatMap((s) => s.parts.map((p) => simplify(p))),
      true,
    );
    return d ? `<path fill="${color}" d="${d}"/>` : "";
  };
  const stroke = (parts: Pixel[][], color: string, w: number, extra = "") => {
    const d = pathData(parts);
    return d ? `<path fill="none" stroke="${color}" stroke-width="${w}"${extra} d="${d}"/>` : "";
  };
  const lines = (layer: Shape["layer"], kind?: string) =>
    clip(
      shapes
        .filter((s) => s.layer === layer && s.type === "line" && (!kind || s.kind === kind))
        .flatMap((s) => s.parts),
    );

  const county = palette.county
    ? fill("county", palette.county.fill) +
      stroke(
        shapes.filter((s) => s.layer === "county").flatMap((s) => clip(s.parts)),
        palette.county.line,
        2,
        ' stroke-dasharray="6 4"',
      )
    : "";
  const roadKinds = Object.entries(palette.roads);
  const casings = roadKinds.map(([kind, look]) =>
    look.casing
      ? stroke(lines("road", kind), look.casing.color, widthAt(look.casing.width, frame.zoom))
      : "",
  );
  const fills = roadKinds.map(([kind, look]) =>
    stroke(lines("road", kind), look.color, widthAt(look.width, frame.zoom)),
  );

  const from = scene.from
    ? { ...scene.from, px: framePixel(frame, toLngLat(scene.from.at)) }
    : null;
  const to = { ...scene.to, px: framePixel(frame, toLngLat(scene.to.at)) };
  const markers = [from, to].flatMap((m) => (m ? [{ x: m.px[0], y: m.px[1] - 16, r: 22 }] : []));
  const labels = palette.label
    ? roadLabels(
        shapes.filter((s) => s.layer === "road"),
        frame,
        markers,
      )
    : [];
  const routeLine = (line: readonly LngLatPair[]) => clip([line.map((p) => framePixel(frame, p))]);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${palette.background}"/>`,
    fill("earth", palette.earth),
    county,
    fill("park", palette.park),
    fill("water", palette.water),
    stroke(lines("water"), palette.water, widthAt(palette.waterLine, frame.zoom)),
    `<g stroke-linecap="round" stroke-linejoin="round">`,
    ...casings,
    ...fills,
    stroke(routeLine(scene.path), "#ffffff", PATH.casing),
    stroke(routeLine(scene.path), PATH.color, PATH.width),
    stroke(routeLine(scene.leg), "#ffffff", LEG.casing),
    stroke(routeLine(scene.leg), LEG.color, LEG.width, ' data-leg=""'),
    `</g>`,
    labelsSvg(labels, palette),
    from ? fromMarker(from.px, from.number) : "",
    pin(to.px, to.number),
    `</svg>`,
  ].join("");
}

function labelsSvg(labels: { name: string; line: Pixel[] }[], palette: Palette): string {
  if (!labels.length || !palette.label) return "";
  const defs = labels
    .map((label, i) => `<path id="n${i}" d="${pathData([label.line])}"/>`)
    .join("");
  const texts = labels
    .map(
      (label, i) =>
        `<text><textPath href="#n${i}" startOffset="50%">${escapeXml(label.name)}</textPath></text>`,
    )
    .join("");
  const { color, halo } = palette.label;
  return (
    `<defs>${defs}</defs>` +
    `<g font-family="sans-serif" font-size="${LABEL_SIZE}" text-anchor="middle" dy="0" dominant-baseline="central" fill="${color}" stroke="${halo}" stroke-width="3" stroke-linejoin="round" paint-order="stroke">${texts}</g>`
  );
}

const n = (v: number) => Math.round(v * 10) / 10;

/** The stop the visitor is leaving: a numbered dot in the tour line's colour. */
function fromMarker([x, y]: Pixel, number: number): string {
  return (
    `<g data-stop="${number}"><circle cx="${n(x)}" cy="${n(y)}" r="12" fill="${PATH.color}" stroke="#ffffff" stroke-width="2.5"/>` +
    `<text x="${n(x)}" y="${n(y)}" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="700" fill="#ffffff">${number}</text></g>`
  );
}

/** The next stop: the live map's pin, its point at the stop, with the stop's number in its head. */
function pin([x, y]: Pixel, number: number): string {
  return (
    `<g data-stop="${number}" transform="translate(${n(x - 16)} ${n(y - 39)})">` +
    `<path d="M16 39C16 39 2 23.5 2 15a14 14 0 0 1 28 0c0 8.5-14 24-14 24z" fill="${PIN_COLOR}" stroke="#ffffff" stroke-width="2.5"/>` +
    `<circle cx="16" cy="15" r="8.5" fill="#ffffff"/>` +
    `<text x="16" y="15" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="700" fill="${PIN_COLOR}">${number}</text></g>`
  );
}
