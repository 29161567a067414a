/**
 * The byte ranges of the basemap archive (PMTiles) that the tour's maps read: the archive's header
 * and the directories and tiles around the stops and the way between them, at every zoom the maps
 * can show. The archive is read with the same `pmtiles` library the browser uses, so the ranges
 * recorded here are the Range headers the map will send.
 */
import fs from "node:fs";
import { tilePosition } from "@tours/shared/map";
import { PMTiles, type RangeResponse, type Source } from "pmtiles";

export interface ByteRange {
  offset: number;
  /** As asked for: the Range header says offset to offset + length - 1. */
  length: number;
  /** As answered: fewer than asked for at the end of the archive. */
  bytes: number;
}

/** [longitude, latitude] */
export type Position = [number, number];

/** How far around each point of the walk the map is kept: about 400 m, a few blocks. */
const MARGIN_DEGREES = 0.004;

class RecordingFileSource implements Source {
  readonly ranges = new Map<string, ByteRange>();
  constructor(
    private readonly fd: number,
    private readonly size: number,
  ) {}

  getKey() {
    return "basemap";
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const end = Math.min(offset + length, this.size);
    const data = Buffer.alloc(Math.max(0, end - offset));
    fs.readSync(this.fd, data, 0, data.length, offset);
    this.ranges.set(`${offset}+${length}`, { offset, length, bytes: data.length });
    return { data: data.buffer.slice(data.byteOffset, data.byteOffset + data.length) };
  }
}

const tileX = (lng: number, z: number) => Math.floor(tilePosition([lng, 0], z)[0]);
const tileY = (lat: number, z: number) => Math.floor(tilePosition([0, lat], z)[1]);

/** west, south, east, north in degrees */
type Box = [number, number, number, number];

/** The part of the segment from `a` to `b` inside `box` (Liang–Barsky), if any. */
function clip(
  a: Position,
  b: Position,
  [west, south, east, north]: Box,
): [Position, Position] | undefined {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  let enter = 0;
  let leave = 1;
  for (const [p, q] of [
    [-dx, a[0] - west],
    [dx, east - a[0]],
    [-dy, a[1] - south],
    [dy, north - a[1]],
  ] as const) {
    if (p === 0) {
      if (q < 0) return undefined;
      continue;
    }
    if (p < 0) enter = Math.max(enter, q / p);
    else leave = Math.min(leave, q / p);
    if (enter > leave) return undefined;
  }
  const at = (t: number): Position => [a[0] + dx * t, a[1] + dy * t];
  return [at(enter), at(leave)];
}

/**
 * Points along the walk no further apart than the margin, so the kept area has no gaps, and only
 * where the archive has tiles: a stop or a route point far off (a longitude missing its minus)
 * costs nothing, where walking each of its degrees held the server up for seconds or minutes.
 */
function alongTheWay(points: Position[], box: Box): Position[] {
  const out: Position[] = [];
  // Each point with the one before it (the first with itself, so a lone stop counts too).
  const legs = points.map((point, i): [Position, Position] => [points[i - 1] ?? point, point]);
  for (const [a, b] of legs) {
    const inside = clip(a, b, box);
    if (!inside) continue;
    const [from, to] = inside;
    const steps = Math.max(
      1,
      Math.ceil(Math.max(Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1])) / MARGIN_DEGREES),
    );
    for (let s = 0; s <= steps; s++) {
      const t = s / steps;
      out.push([from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t]);
    }
  }
  return out;
}

function tilesAround(points: Position[], z: number): [number, number][] {
  const tiles = new Map<string, [number, number]>();
  const last = 2 ** z - 1;
  for (const [lng, lat] of points) {
    const x0 = Math.max(0, tileX(lng - MARGIN_DEGREES, z));
    const x1 = Math.min(last, tileX(lng + MARGIN_DEGREES, z));
    const y0 = Math.max(0, tileY(lat + MARGIN_DEGREES, z));
    const y1 = Math.min(last, tileY(lat - MARGIN_DEGREES, z));
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) tiles.set(`${x}/${y}`, [x, y]);
  }
  return [...tiles.values()];
}

/**
 * Ranges in the order the map reads them (header first). `maxZoom` is the deepest zoom the tour's
 * maps show; the archive's own deepest zoom caps it (the map enlarges those tiles beyond).
 */
export async function basemapRanges(
  file: string,
  points: Position[],
  maxZoom: number,
): Promise<ByteRange[]> {
  if (points.length === 0) return [];
  const fd = fs.openSync(file, "r");
  try {
    const source = new RecordingFileSource(fd, fs.fstatSync(fd).size);
    const archive = new PMTiles(source);
    const header = await archive.getHeader();
    // The archive's area, and the margin kept around a point just outside it.
    const box: Box = [
      header.minLon - MARGIN_DEGREES,
      header.minLat - MARGIN_DEGREES,
      header.maxLon + MARGIN_DEGREES,
      header.maxLat + MARGIN_DEGREES,
    ];
    const way = alongTheWay(points, box);
    const deepest = Math.min(header.maxZoom, maxZoom);
    for (let z = header.minZoom; z <= deepest; z++) {
      for (const [x, y] of tilesAround(way, z)) await archive.getZxy(z, x, y);
    }
    return [...source.ranges.values()];
  } finally {
    fs.closeSync(fd);
  }
}
