/**
 * Writes the map label glyphs the app serves at /map/fonts/{font}/{range}.pbf: signed distance
 * fields drawn by @mapbox/tiny-sdf from the Noto Sans files of @fontsource/noto-sans (OFL), for
 * the three fonts the Protomaps style names and the Latin ranges Nashville's street names need.
 *
 *   npx tsx scripts/map/make-glyphs.ts           writes server/map-assets/glyphs/
 *   npx tsx scripts/map/make-glyphs.ts --check   fails when the committed files differ
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import TinySDF from "@mapbox/tiny-sdf";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import { encodeGlyphRange, type Glyph } from "./glyph-pbf.js";

export const GLYPH_DIR = path.resolve(import.meta.dirname, "../../server/map-assets/glyphs");

/** Basic Latin + Latin-1, Latin Extended-A/B, and General Punctuation (dashes, quotes, …). */
const RANGE_STARTS = [0, 256, 8192];

const FONTS = [
  { name: "Noto Sans Regular", weight: "400", style: "normal" },
  { name: "Noto Sans Medium", weight: "500", style: "normal" },
  { name: "Noto Sans Italic", weight: "400", style: "italic" },
] as const;

const SUBSETS = ["latin", "latin-ext"] as const;
type Subset = (typeof SUBSETS)[number];

const fontsource = path.dirname(createRequire(import.meta.url).resolve("@fontsource/noto-sans"));

/** MapLibre places a glyph's top this far above the baseline of a 24 px em (glyph_manager.ts). */
const TOP_ADJUSTMENT = 27.5;

/** The code points each Fontsource subset file holds, from its CSS unicode-range. */
function subsetRanges(): Record<Subset, Array<[number, number]>> {
  const ranges = JSON.parse(fs.readFileSync(path.join(fontsource, "unicode.json"), "utf8"));
  const parse = (list: string) =>
    list.split(",").map((part): [number, number] => {
      const [from = "", to] = part.replace("U+", "").split("-");
      return [parseInt(from, 16), parseInt(to ?? from, 16)];
    });
  return { latin: parse(ranges.latin), "latin-ext": parse(ranges["latin-ext"]) };
}

class NodeSdf extends TinySDF {
  // tiny-sdf draws on a DOM or Offscreen canvas; in Node, @napi-rs/canvas stands in.
  protected _createCanvas(size: number) {
    return createCanvas(size, size);
  }
}

function family(subset: Subset, font: (typeof FONTS)[number]) {
  return `Glyphs ${subset} ${font.weight} ${font.style}`;
}

function registerFonts() {
  for (const subset of SUBSETS) {
    for (const font of FONTS) {
      const file = `noto-sans-${subset}-${font.weight}-${font.style}.woff2`;
      GlobalFonts.registerFromPath(path.join(fontsource, "files", file), family(subset, font));
    }
  }
}

function drawGlyph(sdf: TinySDF, id: number): Glyph {
  const drawn = sdf.draw(String.fromCodePoint(id));
  return {
    id,
    bitmap:
      drawn.glyphWidth > 0 && drawn.glyphHeight > 0
        ? Uint8Array.from(drawn.data)
        : new Uint8Array(),
    width: drawn.glyphWidth,
    height: drawn.glyphHeight,
    left: drawn.glyphLeft,
    top: Math.round(drawn.glyphTop - TOP_ADJUSTMENT),
    advance: Math.round(drawn.glyphAdvance),
  };
}

/** Every glyph file, as path (relative to GLYPH_DIR) → bytes. */
export function renderGlyphs(): Map<string, Uint8Array> {
  registerFonts();
  const ranges = subsetRanges();
  const subsetOf = (id: number) =>
    SUBSETS.find((subset) => ranges[subset].some(([from, to]) => id >= from && id <= to));
  const files = new Map<string, Uint8Array>();
  for (const font of FONTS) {
    const sdf = (subset: Subset) =>
      new NodeSdf({
        fontSize: 24,
        buffer: 3,
        radius: 8,
        cutoff: 0.25,
        fontFamily: `"${family(subset, font)}"`,
      });
    const sdfs: Record<Subset, TinySDF> = { latin: sdf("latin"), "latin-ext": sdf("latin-ext") };
    for (const start of RANGE_STARTS) {
      const glyphs: Glyph[] = [];
      for (let id = start; id < start + 256; id++) {
        const subset = subsetOf(id);
        // Control characters have no shape; MapLibre skips them.
        if (!subset || id < 0x20 || (id >= 0x7f && id < 0xa0)) continue;
        glyphs.push(drawGlyph(sdfs[subset], id));
      }
      files.set(
        `${font.name}/${start}-${start + 255}.pbf`,
        encodeGlyphRange(font.name, start, glyphs),
      );
    }
  }
  return files;
}

function main(check: boolean) {
  const stale: string[] = [];
  for (const [name, bytes] of renderGlyphs()) {
    const file = path.join(GLYPH_DIR, name);
    if (check) {
      if (!fs.existsSync(file) || !Buffer.from(bytes).equals(fs.readFileSync(file)))
        stale.push(name);
      continue;
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
  }
  if (stale.length > 0) {
    console.error(`Out of date (run npx tsx scripts/map/make-glyphs.ts): ${stale.join(", ")}`);
    process.exit(1);
  }
  console.log(check ? "Glyphs are up to date." : `Glyphs written to ${GLYPH_DIR}`);
}

if (process.argv[1] === import.meta.filename) main(process.argv.includes("--check"));
