/**
 * Writes a PMTiles v3 archive (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md):
 * a 127-byte header, one root directory, JSON metadata and the tile data, clustered in tile-id
 * order. Identical tiles are stored once; runs of them share one directory entry. Enough for test
 * fixtures of a few hundred tiles (the root directory must fit the first 16 KiB: no leaf
 * directories).
 */
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { Compression, TileType, zxyToTileId } from "pmtiles";

export interface ArchiveTile {
  z: number;
  x: number;
  y: number;
  /** The tile's bytes as served, already gzipped for vector tiles. */
  data: Uint8Array;
}

export interface ArchiveOptions {
  tileType: TileType;
  tileCompression: Compression;
  /** [west, south, east, north] in degrees. */
  bounds: [number, number, number, number];
  center: [number, number, number];
  metadata: Record<string, unknown>;
}

interface Entry {
  tileId: number;
  offset: number;
  length: number;
  runLength: number;
}

const HEADER_BYTES = 127;
const ROOT_DIRECTORY_LIMIT = 16_384 - HEADER_BYTES;

function varints(values: number[]): number[] {
  const bytes: number[] = [];
  for (let value of values) {
    while (value >= 0x80) {
      bytes.push((value % 0x80) | 0x80);
      value = Math.floor(value / 0x80);
    }
    bytes.push(value);
  }
  return bytes;
}

/** The spec's directory: count, then tile-id deltas, run lengths, lengths and offsets as columns. */
function serializeDirectory(entries: Entry[]): Uint8Array {
  const values = [entries.length];
  let lastId = 0;
  for (const entry of entries) {
    values.push(entry.tileId - lastId);
    lastId = entry.tileId;
  }
  for (const entry of entries) values.push(entry.runLength);
  for (const entry of entries) values.push(entry.length);
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    // 0 means "right after the previous entry's data"; anything else is offset + 1.
    values.push(
      previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1,
    );
  });
  return gzipSync(Uint8Array.from(varints(values)));
}

function packTiles(tiles: readonly ArchiveTile[]) {
  const sorted = tiles
    .map((tile) => ({ tileId: zxyToTileId(tile.z, tile.x, tile.y), data: tile.data }))
    .sort((a, b) => a.tileId - b.tileId);
  const entries: Entry[] = [];
  const chunks: Uint8Array[] = [];
  const stored = new Map<string, { offset: number; length: number }>();
  let size = 0;
  for (const { tileId, data } of sorted) {
    const hash = createHash("sha256").update(data).digest("hex");
    let place = stored.get(hash);
    if (!place) {
      place = { offset: size, length: data.length };
      stored.set(hash, place);
      chunks.push(data);
      size += data.length;
    }
    const last = entries.at(-1);
    if (last && last.offset === place.offset && last.tileId + last.runLength === tileId) {
      last.runLength++;
    } else {
      entries.push({ tileId, ...place, runLength: 1 });
    }
  }
  return { entries, data: Buffer.concat(chunks), addressed: sorted.length, contents: stored.size };
}

function header(fields: {
  rootLength: number;
  metadataLength: number;
  dataLength: number;
  packed: ReturnType<typeof packTiles>;
  minZoom: number;
  maxZoom: number;
  options: ArchiveOptions;
}): Buffer {
  const { rootLength, metadataLength, dataLength, packed, options } = fields;
  const buffer = Buffer.alloc(HEADER_BYTES);
  buffer.write("PMTiles", 0, "ascii");
  buffer.writeUInt8(3, 7);
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + rootLength;
  const dataOffset = metadataOffset + metadataLength;
  const u64 = [
    rootOffset,
    rootLength,
    metadataOffset,
    metadataLength,
    // No leaf directories: an empty section where the tile data begins.
    dataOffset,
    0,
    dataOffset,
    dataLength,
    packed.addressed,
    packed.entries.length,
    packed.contents,
  ];
  u64.forEach((value, i) => buffer.writeBigUInt64LE(BigInt(value), 8 + i * 8));
  buffer.writeUInt8(1, 96); // clustered
  buffer.writeUInt8(Compression.Gzip, 97);
  buffer.writeUInt8(options.tileCompression, 98);
  buffer.writeUInt8(options.tileType, 99);
  buffer.writeUInt8(fields.minZoom, 100);
  buffer.writeUInt8(fields.maxZoom, 101);
  const e7 = (degrees: number) => Math.round(degrees * 1e7);
  const [west, south, east, north] = options.bounds;
  [west, south, east, north].forEach((value, i) => buffer.writeInt32LE(e7(value), 102 + i * 4));
  const [lon, lat, zoom] = options.center;
  buffer.writeUInt8(zoom, 118);
  buffer.writeInt32LE(e7(lon), 119);
  buffer.writeInt32LE(e7(lat), 123);
  return buffer;
}

export function writePmtiles(tiles: readonly ArchiveTile[], options: ArchiveOptions): Buffer {
  if (tiles.length === 0) throw new Error("A PMTiles archive needs at least one tile");
  const packed = packTiles(tiles);
  const root = serializeDirectory(packed.entries);
  if (root.length > ROOT_DIRECTORY_LIMIT) {
    throw new Error(`Root directory of ${root.length} bytes: too many tiles for this writer`);
  }
  const metadata = gzipSync(JSON.stringify(options.metadata));
  const zooms = tiles.map((tile) => tile.z);
  return Buffer.concat([
    header({
      rootLength: root.length,
      metadataLength: metadata.length,
      dataLength: packed.data.length,
      packed,
      minZoom: Math.min(...zooms),
      maxZoom: Math.max(...zooms),
      options,
    }),
    root,
    metadata,
    packed.data,
  ]);
}

export { Compression, TileType };
