/**
 * The static map's shapes in the frame's pixels, and what keeps its SVG small: lines cut to the
 * frame, simplified (Douglas–Peucker) and written with one decimal at most.
 */
export type Pixel = [number, number];

/** A basemap feature in frame pixels: a line's parts, or a polygon's rings. */
export interface Shape {
  layer: "earth" | "water" | "park" | "road" | "county";
  /** Protomaps' kind (major_road, minor_road, river…) or the outline's (interstate, lake…). */
  kind: string;
  name: string;
  type: "line" | "polygon";
  parts: Pixel[][];
}

/** How far a simplified line may stray from the drawn one, in pixels: below what the eye sees. */
const TOLERANCE = 0.6;

export function simplify(line: readonly Pixel[], tolerance = TOLERANCE): Pixel[] {
  if (line.length <= 2) return [...line];
  const keep = new Array<boolean>(line.length).fill(false);
  keep[0] = keep[line.length - 1] = true;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let worst = -1;
    let at = -1;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(line[i]!, line[first]!, line[last]!);
      if (d > worst) [worst, at] = [d, i];
    }
    if (worst > tolerance) {
      keep[at] = true;
      stack.push([first, at], [at, last]);
    }
  }
  return line.filter((_, i) => keep[i]);
}

function distanceToSegment([px, py]: Pixel, [ax, ay]: Pixel, [bx, by]: Pixel): number {
  const dx = bx - ax;
  const dy = by - ay;
  const squared = dx * dx + dy * dy;
  const t = squared ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / squared)) : 0;
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** The pieces of a line inside the box [0, width] × [0, height] grown by `margin`. */
export function clipLine(
  line: readonly Pixel[],
  width: number,
  height: number,
  margin = 8,
): Pixel[][] {
  const box = [-margin, -margin, width + margin, height + margin] as const;
  const pieces: Pixel[][] = [];
  let current: Pixel[] = [];
  for (let i = 1; i < line.length; i++) {
    const cut = clipSegment(line[i - 1]!, line[i]!, box);
    if (!cut) {
      if (current.length > 1) pieces.push(current);
      current = [];
      continue;
    }
    const [a, b] = cut;
    const last = current.at(-1);
    if (!last || last[0] !== a[0] || last[1] !== a[1]) {
      if (current.length > 1) pieces.push(current);
      current = [a];
    }
    current.push(b);
    // The segment left the box: the next one that comes back starts a new piece.
    if (b !== line[i]) {
      pieces.push(current);
      current = [];
    }
  }
  if (current.length > 1) pieces.push(current);
  return pieces;
}

/** Liang–Barsky: the part of the segment inside the box, the end points kept when inside. */
function clipSegment(
  a: Pixel,
  b: Pixel,
  [left, top, right, bottom]: readonly [number, number, number, number],
): [Pixel, Pixel] | undefined {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  let enter = 0;
  let leave = 1;
  for (const [p, q] of [
    [-dx, a[0] - left],
    [dx, right - a[0]],
    [-dy, a[1] - top],
    [dy, bottom - a[1]],
  ] as const) {
    if (p === 0) {
      if (q < 0) return undefined;
      continue;
    }
    const t = q / p;
    if (p < 0) enter = Math.max(enter, t);
    else leave = Math.min(leave, t);
    if (enter > leave) return undefined;
  }
  const at = (t: number): Pixel => [a[0] + dx * t, a[1] + dy * t];
  return [enter === 0 ? a : at(enter), leave === 1 ? b : at(leave)];
}

const num = (value: number) => String(Math.round(value * 10) / 10);

/** An SVG path's `d`: moves and lines, one decimal at most, closed for a polygon's rings. */
export function pathData(parts: readonly Pixel[][], closed = false): string {
  return parts
    .filter((part) => part.length > 1)
    .map((part) => {
      const [first, ...rest] = part;
      const d = `M${num(first![0])} ${num(first![1])}L${rest.map(([x, y]) => `${num(x)} ${num(y)}`).join(" ")}`;
      return closed ? `${d}Z` : d;
    })
    .join("");
}

export function lineLength(line: readonly Pixel[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++)
    total += Math.hypot(line[i]![0] - line[i - 1]![0], line[i]![1] - line[i - 1]![1]);
  return total;
}
