/**
 * Encodes MapLibre glyph ranges: the protobuf that `glyphs` URLs answer with (one fontstack of
 * signed-distance-field bitmaps, each padded by a 3 px border), as read by MapLibre's parse_glyph_pbf.
 */
import { PbfWriter } from "pbf";

export interface Glyph {
  id: number;
  /** (width + 6) × (height + 6) alpha values; empty for glyphs with no ink, such as the space. */
  bitmap: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
  advance: number;
}

export function encodeGlyphRange(fontName: string, start: number, glyphs: readonly Glyph[]) {
  const pbf = new PbfWriter();
  pbf.writeMessage(
    1,
    (_: null, out: PbfWriter) => {
      out.writeStringField(1, fontName);
      out.writeStringField(2, `${start}-${start + 255}`);
      for (const glyph of glyphs) out.writeMessage(3, writeGlyph, glyph);
    },
    null,
  );
  return pbf.finish();
}

function writeGlyph(glyph: Glyph, out: PbfWriter) {
  out.writeVarintField(1, glyph.id);
  if (glyph.bitmap.length > 0) out.writeBytesField(2, glyph.bitmap);
  out.writeVarintField(3, glyph.width);
  out.writeVarintField(4, glyph.height);
  out.writeSVarintField(5, glyph.left);
  out.writeSVarintField(6, glyph.top);
  out.writeVarintField(7, glyph.advance);
}
