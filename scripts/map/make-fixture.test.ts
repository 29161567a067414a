import { VectorTile } from "@mapbox/vector-tile";
import { PbfReader } from "pbf";
import { PMTiles, type Source, TileType } from "pmtiles";
import { describe, expect, it } from "vitest";
import { FIXTURE_POI } from "./fixture-streets.js";
import { buildFixture } from "./make-fixture.js";

/** Reads the archive the way a browser would read the served file: byte ranges of a buffer. */
function bufferSource(bytes: Buffer): Source {
  return {
    getKey: () => "fixture",
    getBytes: async (offset, length) => ({
      data: bytes.buffer.slice(
        bytes.byteOffset + offset,
        bytes.byteOffset + offset + length,
      ) as ArrayBuffer,
    }),
  };
}

/** Web Mercator tile holding a point, as MapLibre would ask for it. */
function tileAt(lon: number, lat: number, z: number): [number, number, number] {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  const x = Math.floor(((lon + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return [z, x, y];
}

async function namesIn(archive: PMTiles, lon: number, lat: number, z: number) {
  const tile = await archive.getZxy(...tileAt(lon, lat, z));
  if (!tile) return undefined;
  // getZxy has already undone the tiles' gzip, as MapLibre's pmtiles protocol does.
  const vt = new VectorTile(new PbfReader(new Uint8Array(tile.data)));
  const roads = vt.layers.roads;
  const names = [];
  for (let i = 0; roads && i < roads.length; i++) names.push(roads.feature(i).properties.name);
  return { layers: Object.keys(vt.layers).sort(), names };
}

describe("the basemap fixture, read back with the pmtiles package", () => {
  const archive = new PMTiles(bufferSource(buildFixture()));

  it("is a PMTiles v3 archive of vector tiles from zoom 0 to 15 over Nashville", async () => {
    const header = await archive.getHeader();
    expect(header).toMatchObject({
      specVersion: 3,
      tileType: TileType.Mvt,
      minZoom: 0,
      maxZoom: 15,
      clustered: true,
    });
    expect(header.minLon).toBeLessThan(-86.78);
    expect(header.maxLat).toBeGreaterThan(36.16);
    // Tiles holding only land are stored once.
    expect(header.numTileContents).toBeLessThan(header.numAddressedTiles);
    expect(await archive.getMetadata()).toMatchObject({ name: "Nashville test streets" });
  });

  it("has named streets in the Protomaps roads layer next to the demo sites", async () => {
    // Woolworth on Fifth, between Church Street and 5th Avenue North.
    const tile = await namesIn(archive, -86.7803, 36.1636, 15);
    expect(tile?.layers).toEqual(expect.arrayContaining(["earth", "roads"]));
    expect(tile?.names).toEqual(expect.arrayContaining(["Church Street", "5th Avenue North"]));
    const overview = await namesIn(archive, -86.7785, 36.1612, 12);
    expect(overview?.names).toEqual(expect.arrayContaining(["Broadway", "Charlotte Avenue"]));
  });

  it("has the library's point in the pois layer, for the style's icon", async () => {
    const [lon, lat] = FIXTURE_POI.geometry.coordinates as [number, number];
    const tile = await archive.getZxy(...tileAt(lon, lat, 15));
    const pois = new VectorTile(new PbfReader(new Uint8Array(tile!.data))).layers.pois;
    expect(pois?.length).toBe(1);
    expect(pois?.feature(0).properties).toMatchObject({ kind: "library", min_zoom: 15 });
  });

  it("answers nothing for a tile outside the extract", async () => {
    expect(await archive.getZxy(...tileAt(-90.05, 35.15, 14))).toBeUndefined();
  });
});
