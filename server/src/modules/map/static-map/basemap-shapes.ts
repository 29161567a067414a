/**
 * The streets under the static map, read from the site's PMTiles basemap (MAP_PMTILES) with the
 * libraries MapLibre uses: the vector tiles covering the frame at the nearest zoom the archive
 * has, their land, water, parks and roads in the frame's pixels.
 */
import fs from "node:fs";
import { VectorTile, type VectorTileFeature } from "@mapbox/vector-tile";
import type { StaticMapFrame } from "@tours/shared/map";
import { PbfReader } from "pbf";
import { PMTiles, type RangeResponse, type Source } from "pmtiles";
import type { Pixel, Shape } from "./shapes.js";

class FileSource implements Source {
  constructor(private readonly file: string) {}

  getKey() {
    return this.file;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const handle = await fs.promises.open(this.file, "r");
    try {
      const data = Buffer.alloc(length);
      const { bytesRead } = await handle.read(data, 0, length, offset);
      return { data: data.buffer.slice(data.byteOffset, data.byteOffset + bytesRead) };
    } finally {
      await handle.close();
    }
  }
}

/** One reader a file: PMTiles keeps its header and directories in memory. */
const archives = new Map<string, PMTiles>();

function archiveOf(file: string): PMTiles {
  let archive = archives.get(file);
  if (!archive) {
    archive = new PMTiles(new FileSource(file));
    archives.set(file, archive);
  }
  return archive;
}

/** Protomaps layers drawn, and which of the static map's layers each feeds. */
function layerOf(source: string, kind: string): Shape["layer"] | null {
  if (source === "earth") return "earth";
  if (source === "water") return "water";
  if (source === "roads") return "road";
  if (source === "landuse" && /park|garden|cemetery|forest|wood|grass|golf|playground/.test(kind))
    return "park";
  return null;
}

export async function basemapShapes(file: string, frame: StaticMapFrame): Promise<Shape[]> {
  const archive = archiveOf(file);
  const header = await archive.getHeader();
  const z = Math.max(header.minZoom, Math.min(header.maxZoom, Math.floor(frame.zoom)));
  // Frame pixels per tile at z.
  const tilePixels = 256 * 2 ** (frame.zoom - z);
  const first = [Math.floor(frame.left / tilePixels), Math.floor(frame.top / tilePixels)];
  const last = [
    Math.floor((frame.left + frame.width) / tilePixels),
    Math.floor((frame.top + frame.height) / tilePixels),
  ];
  const tiles: Promise<Shape[]>[] = [];
  for (let x = first[0]!; x <= last[0]!; x++) {
    for (let y = first[1]!; y <= last[1]!; y++) {
      tiles.push(
        archive.getZxy(z, x, y).then((tile) => {
          if (!tile) return [];
          const place = (px: number, py: number, extent: number): Pixel => [
            (x + px / extent) * tilePixels - frame.left,
            (y + py / extent) * tilePixels - frame.top,
          ];
          return tileShapes(new VectorTile(new PbfReader(new Uint8Array(tile.data))), place);
        }),
      );
    }
  }
  return (await Promise.all(tiles)).flat();
}

function tileShapes(
  tile: VectorTile,
  place: (x: number, y: number, extent: number) => Pixel,
): Shape[] {
  const shapes: Shape[] = [];
  for (const [source, layer] of Object.entries(tile.layers)) {
    for (let i = 0; i < layer.length; i++) {
      const feature = layer.feature(i);
      const kind = String(feature.properties.kind ?? "");
      const drawn = layerOf(source, kind);
      if (!drawn || feature.type === 1) continue;
      shapes.push({
        layer: drawn,
        kind,
        name: nameOf(feature),
        type: feature.type === 3 ? "polygon" : "line",
        parts: feature
          .loadGeometry()
          .map((ring) => ring.map((p) => place(p.x, p.y, feature.extent))),
      });
    }
  }
  return shapes;
}

/** English names first, as the live style's labels (lang "en"). */
function nameOf(feature: VectorTileFeature): string {
  const { properties } = feature;
  return String(properties["name:en"] ?? properties.name ?? "");
}
