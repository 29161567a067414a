/**
 * Label glyphs for map styles, from server/map-assets/glyphs (written by
 * scripts/map/make-glyphs.ts): Noto Sans Regular, Medium and Italic, Latin ranges only.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SERVER_ROOT } from "../../server-root.js";

export const GLYPH_DIR = path.join(SERVER_ROOT, "map-assets/glyphs");

export interface GlyphRange {
  /** Protobuf of the glyphs; empty (no glyphs, still a valid message) for a range we lack. */
  body: Buffer;
  gzipped: Buffer;
}

const RANGE = /^(\d+)-(\d+)\.pbf$/;
const EMPTY: GlyphRange = { body: Buffer.alloc(0), gzipped: gzipSync(Buffer.alloc(0)) };

/** The fonts on disk, read once: a few hundred KB. */
export function loadGlyphs(dir = GLYPH_DIR) {
  const files = new Map<string, GlyphRange>();
  const fonts = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  for (const font of fonts) {
    for (const file of fs.readdirSync(path.join(dir, font))) {
      const body = fs.readFileSync(path.join(dir, font, file));
      files.set(`${font}/${file}`, { body, gzipped: gzipSync(body) });
    }
  }
  return {
    /**
     * `fontstack` is MapLibre's comma-separated list (the first font we have wins); undefined when
     * the range is not a 256-code-point block MapLibre could ask for.
     */
    find(fontstack: string, range: string): GlyphRange | undefined {
      const match = RANGE.exec(range);
      const start = Number(match?.[1]);
      if (!match || start % 256 !== 0 || Number(match[2]) !== start + 255 || start > 65280) {
        return undefined;
      }
      for (const font of fontstack.split(",").map((name) => name.trim())) {
        const found = files.get(`${font}/${range}`);
        if (found) return found;
      }
      // MapLibre stops drawing a label whose glyph range fails; an empty range just lacks glyphs.
      return EMPTY;
    },
  };
}
