import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PbfReader } from "pbf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFixture } from "../../../../scripts/map/make-fixture.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const fixtureDir = fs.mkdtempSync(path.join(os.tmpdir(), "basemap-"));
const fixture = path.join(fixtureDir, "nashville.pmtiles");
fs.writeFileSync(fixture, buildFixture());
const size = fs.statSync(fixture).size;
afterAll(() => fs.rmSync(fixtureDir, { recursive: true, force: true }));

describe("map files with no map settings (the zero-config default)", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp("sqlite")));
  afterAll(() => t.close());

  it("serves the built-in outline style", async () => {
    const res = await t.app.inject({ url: "/map/style.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    // Byte for byte the file the site has always served at this address.
    const file = path.join(t.config.webRoot, "public/map/outline-style.json");
    expect(res.body).toBe(fs.readFileSync(file, "utf8"));
    expect(res.json()).toMatchObject({ name: "Nashville (offline)", sources: { nashville: {} } });
  });

  it("has no basemap archive", async () => {
    const res = await t.app.inject({
      url: "/map/basemap.pmtiles",
      headers: { range: "bytes=0-126" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not_found");
  });

  it("lets MapLibre fetch only from the site itself", async () => {
    const res = await t.app.inject({ url: "/map/style.json" });
    expect(res.headers["content-security-policy"]).toContain("connect-src 'self';");
  });
});

describe("map files with MAP_PMTILES", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp("sqlite", { MAP_PMTILES: fixture })));
  afterAll(() => t.close());

  const style = async () => (await t.app.inject({ url: "/map/style.json" })).json();

  it("turns /map/style.json into the Protomaps streets style over the app's own files", async () => {
    const body = await style();
    expect(body.sources.protomaps.url).toMatch(/^pmtiles:\/\/\/map\/basemap\.pmtiles\?v=\S+$/);
    expect(body.glyphs).toBe("/map/fonts/{fontstack}/{range}.pbf");
    const ids = body.layers.map((layer: { id: string }) => layer.id);
    expect(ids).toEqual(expect.arrayContaining(["earth", "roads_major", "roads_labels_minor"]));
    // Its icons (arrows, shields, POI pictograms) come from the app's sprite: sprites.test.ts.
    expect(body.sprite).toMatch(/^\/map\/sprites\/light\?v=[\w-]+$/);
    const oneway = body.layers.find((layer: { id: string }) => layer.id === "roads_oneway");
    expect(oneway.layout["icon-image"]).toBe("arrow");
  });

  it("answers a byte range with 206 and the bytes asked for", async () => {
    const res = await t.app.inject({
      url: "/map/basemap.pmtiles",
      headers: { range: "bytes=0-126" },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes 0-126/${size}`);
    expect(res.headers["accept-ranges"]).toBe("bytes");
    expect(res.headers.etag).toBeTruthy();
    expect(res.rawPayload.length).toBe(127);
    expect(res.rawPayload.subarray(0, 7).toString()).toBe("PMTiles");
  });

  it("refuses a range past the end with 416", async () => {
    const res = await t.app.inject({
      url: "/map/basemap.pmtiles",
      headers: { range: `bytes=${size + 10}-${size + 20}` },
    });
    expect(res.statusCode).toBe(416);
    expect(res.headers["content-range"]).toBe(`bytes */${size}`);
  });

  it("caches the archive for a year only at the style's versioned address", async () => {
    const versioned = (await style()).sources.protomaps.url.replace("pmtiles://", "");
    const current = await t.app.inject({ url: versioned, headers: { range: "bytes=0-9" } });
    expect(current.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const bare = await t.app.inject({
      url: "/map/basemap.pmtiles",
      headers: { range: "bytes=0-9" },
    });
    expect(bare.headers["cache-control"]).toBe("public, no-cache");
    const again = await t.app.inject({
      url: "/map/basemap.pmtiles",
      headers: { "if-none-match": String(bare.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("label glyphs", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp("sqlite")));
  afterAll(() => t.close());

  /** The code points of a glyph range protobuf (fontstack = field 1, glyph = 3, id = 1). */
  const glyphIds = (payload: Buffer) => {
    const ids: number[] = [];
    const readGlyph = (tag: number, _: null, pbf: PbfReader) => {
      if (tag === 1) ids.push(pbf.readVarint());
    };
    const readStack = (tag: number, _: null, pbf: PbfReader) => {
      if (tag === 3) pbf.readMessage(readGlyph, null);
    };
    new PbfReader(payload).readFields((tag, _, pbf) => {
      if (tag === 1) pbf.readMessage(readStack, null);
    }, null);
    return ids;
  };

  it("serves the Latin glyphs of the fonts the style names", async () => {
    const res = await t.app.inject({ url: "/map/fonts/Noto%20Sans%20Regular/0-255.pbf" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/x-protobuf");
    // Every printable Basic Latin and Latin-1 character: "5th Avenue North", "Café".
    const ids = glyphIds(res.rawPayload);
    expect(ids).toEqual(
      expect.arrayContaining([..."5th Avenue North Café"].map((c) => c.codePointAt(0))),
    );
    const gzipped = await t.app.inject({
      url: "/map/fonts/Noto%20Sans%20Italic/0-255.pbf",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
  });

  it("answers a range or font it lacks with no glyphs rather than an error", async () => {
    for (const url of [
      "/map/fonts/Noto%20Sans%20Regular/19968-20223.pbf",
      "/map/fonts/Noto%20Sans%20Devanagari%20Regular%20v1/0-255.pbf",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(0);
    }
  });

  it("rejects what is not a glyph range", async () => {
    const res = await t.app.inject({ url: "/map/fonts/Noto%20Sans%20Regular/1-2.pbf" });
    expect(res.statusCode).toBe(404);
  });
});

describe("a hosted MAP_STYLE_URL", () => {
  let t: TestApp;
  const hosted = "https://tiles.example.org/styles/streets/style.json";
  beforeAll(async () => void (t = await createTestApp("sqlite", { MAP_STYLE_URL: hosted })));
  afterAll(() => t.close());

  it("sends /map/style.json there, and the CSP lets MapLibre fetch from its origin", async () => {
    const res = await t.app.inject({ url: "/map/style.json" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(hosted);
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("connect-src 'self' https://tiles.example.org;");
    expect(csp).toMatch(/img-src [^;]*https:\/\/tiles\.example\.org/);
  });
});
