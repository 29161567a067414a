/**
 * Street names along the static map's roads: each name on its longest stretch in the frame (a
 * second time on a long road), upright, and never over another name or a stop.
 */
import { clipLine, lineLength, type Pixel, type Shape, simplify } from "./shapes.js";

export const LABEL_SIZE = 12;
/** A label's width per character, for the sans-serif the phone draws it in. */
const CHARACTER_WIDTH = LABEL_SIZE * 0.58;
/** Names stay this far inside the frame's edges. */
const INSET = 14;

export interface RoadLabel {
  name: string;
  line: Pixel[];
}

interface Box {
  x: number;
  y: number;
  r: number;
}

export function roadLabels(
  roads: readonly Shape[],
  size: { width: number; height: number },
  /** Places no name may cover: the stops' markers. */
  keepClear: readonly Box[],
): RoadLabel[] {
  const stretches = roads
    .filter((road) => road.name && road.type === "line")
    .flatMap((road) =>
      road.parts.flatMap((part) => {
        const inside = part.map(([x, y]): Pixel => [x - INSET, y - INSET]);
        return clipLine(inside, size.width - 2 * INSET, size.height - 2 * INSET, 0).map(
          (piece) => ({
            name: road.name,
            line: simplify(piece, 1.5).map(([x, y]): Pixel => [x + INSET, y + INSET]),
          }),
        );
      }),
    )
    .map((stretch) => ({ ...stretch, length: lineLength(stretch.line) }))
    .sort((a, b) => b.length - a.length);
  const taken: Box[] = [...keepClear];
  const placed = new Map<string, number>();
  const labels: RoadLabel[] = [];
  for (const { name, line, length } of stretches) {
    const times = placed.get(name) ?? 0;
    const textLength = name.length * CHARACTER_WIDTH + 8;
    if (times >= 2 || length < textLength * 1.15) continue;
    if (times === 1 && length < textLength * 3) continue;
    const boxes = alongMiddle(line, length, textLength);
    if (boxes.some((box) => taken.some((other) => overlaps(box, other)))) continue;
    taken.push(...boxes);
    placed.set(name, times + 1);
    labels.push({ name, line: upright(line) });
  }
  return labels;
}

/** Circles covering the text centred on the line. */
function alongMiddle(line: readonly Pixel[], length: number, textLength: number): Box[] {
  const r = LABEL_SIZE * 0.75;
  const start = (length - textLength) / 2;
  const boxes: Box[] = [];
  for (let d = start; d <= start + textLength; d += r) {
    const [x, y] = pointAt(line, d);
    boxes.push({ x, y, r });
  }
  return boxes;
}

function pointAt(line: readonly Pixel[], distance: number): Pixel {
  let left = distance;
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1]!;
    const [bx, by] = line[i]!;
    const step = Math.hypot(bx - ax, by - ay);
    if (left <= step && step > 0)
      return [ax + ((bx - ax) * left) / step, ay + ((by - ay) * left) / step];
    left -= step;
  }
  return line.at(-1)!;
}

const overlaps = (a: Box, b: Box) => Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r;

/** Text runs along its path: a road drawn right to left is turned round so names read upright. */
function upright(line: Pixel[]): Pixel[] {
  return line.at(-1)![0] < line[0]![0] ? [...line].reverse() : line;
}
