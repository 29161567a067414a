/** The streets style's sprite: the sheet's boxes, the names the style asks for, and its routes. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFixture } from "../../../../scripts/map/make-fixture.js";
import { styleIconNames } from "../../../../scripts/map/style-icon-names.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const fixtureDir = fs.mkdtempSync(path.join(os.tmpdir(), "sprite-"));
const fixture = path.join(fixtureDir, "nashville.pmtiles");
fs.writeFileSync(fixture, buildFixture());
afterAll(() => fs.rmSync(fixtureDir, { recursive: true, force: true }));

interface Entry {
  width: number;
  height: number;
  x: number;
  y: number;
  pixelRatio: number;
}

describe("the streets style's sprite", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp("sqlite", { MAP_PMTILES: fixture })));
  afterAll(() => t.close());

  const style = async () => (await t.app.inject({ url: "/map/style.json" })).json();
  /** A sprite file at the address MapLibre derives from the style's: suffix before the query. */
  const spriteFile = async (suffix: string) => {
    const [base, query] = String((await style()).sprite).split("?");
    return t.app.inject({ url: `${base}${suffix}?${query}` });
  };

  for (const [suffix, ratio] of [
    ["", 1],
    ["@2x", 2],
  ] as const) {
    it(`indexes boxes that lie inside the ${ratio}× sheet, apart, at ${ratio} pixels a point`, async () => {
      const index = (await spriteFile(`${suffix}.json`)).json<Record<string, Entry>>();
      const png = (await spriteFile(`${suffix}.png`)).rawPayload;
      const { width, height } = await sharp(png).metadata();
      const boxes = Object.values(index);
      for (const box of boxes) {
        expect(box.pixelRatio).toBe(ratio);
        expect(box.width % ratio).toBe(0);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.y + box.height).toBeLessThanOrEqual(height);
      }
      const overlapping = boxes.filter((a, i) =>
        boxes.some(
          (b, j) =>
            i !== j &&
            a.x < b.x + b.width &&
            b.x < a.x + a.width &&
            a.y < b.y + b.height &&
            b.y < a.y + a.height,
        ),
      );
      expect(overlapping).toEqual([]);
    });

    it(`has every image the style's layers can ask for at ${ratio}×, each drawn`, async () => {
      const index = (await spriteFile(`${suffix}.json`)).json<Record<string, Entry>>();
      const asked = styleIconNames((await style()).layers);
      expect(asked).toEqual(
        expect.arrayContaining([
          "arrow",
          "townspot",
          "capital",
          "US:I-1char",
          "US:I-5char",
          "NL:S-road-3char",
          "generic_shield-2char",
          "train_station",
          "museum",
          "artwork",
        ]),
      );
      // The POI layer's `station` kind asks for `train_station`; no kind asks for "station".
      expect(asked).not.toContain("station");
      expect(Object.keys(index).sort()).toEqual(asked);
      const png = (await spriteFile(`${suffix}.png`)).rawPayload;
      for (const name of asked) {
        const { x, y, width, height } = index[name]!;
        const alpha = await sharp(png)
          .extract({ left: x, top: y, width, height })
          .extractChannel("alpha")
          .raw()
          .toBuffer();
        expect(Math.max(...alpha), name).toBe(255);
      }
    });
  }

  it("answers MapLibre's four files with their types, cached for good at the style's address", async () => {
    for (const [suffix, type] of [
      [".json", "application/json"],
      [".png", "image/png"],
      ["@2x.json", "application/json"],
      ["@2x.png", "image/png"],
    ]) {
      const res = await spriteFile(suffix!);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe(type);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
    const bare = await t.app.inject({ url: "/map/sprites/light.json" });
    expect(bare.headers["cache-control"]).toBe("public, max-age=600");
    const gzipped = await t.app.inject({
      url: "/map/sprites/light@2x.json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
  });

  it("has no other files", async () => {
    for (const url of ["/map/sprites/dark.json", "/map/sprites/light@3x.png", "/map/sprites/"]) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });
});
