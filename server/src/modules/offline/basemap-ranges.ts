/**
 * The byte ranges of the basemap archive (PMTiles) that the tour's maps read: the archive's header
 * and the directories and tiles around the stops and the way between them, at every zoom the maps
 * can show. The archive is read with the same `pmtiles` library the browser uses, so the ranges
 * recorded here are the Range headers the map will send.
 */
import fs from "node:fs";
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

function tileX(lng: number, z: number): number {
  return Math.floor(((lng + 180) / 360) * 2 ** z);
}

function tileY(lat: number, z: number): number {
  const rad = (Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z);
}

/** Points along the walk no further apart than the margin, so the kept area has no gaps. */
function alongTheWay(points: Position[]): Position[] {
  const out: Position[] = [];
  for (const [i, point] of points.entries()) {
    const next = points[i + 1];
    out.push(point);
    if (!next) continue;
    const steps = Math.ceil(
      Math.max(Math.abs(next[0] - point[0]), Math.abs(next[1] - point[1])) / MARGIN_DEGREES,
    );
    for (let s = 1; s < steps; s++) {
      const t = s / steps;
      out.push([point[0] + (next[0] - point[0]) * t, point[1] + (next[1] - point[1]) * t]);
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
    const way = alongTheWay(points);
    const deepest = Math.min(header.maxZoom, maxZoom);
    for (let z = header.minZoom; z <= deepest; z++) {
      for (const [x, y] of tilesAround(way, z)) await archive.getZxy(z, x, y);
    }
    return [...source.ranges.values()];
  } finally {
    fs.closeSync(fd);
  }
}
