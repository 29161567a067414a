/**
 * Writes the sprite sheet the app serves at /map/sprites/light(.json|.png|@2x.json|@2x.png): every
 * image the streets style's layers can ask for (./sprite-drawings.ts), drawn by sharp at 1× and 2×
 * and packed by potpack, as MapLibre reads sprites (an index of boxes beside one PNG).
 *
 *   npx tsx scripts/map/make-sprites.ts           writes server/map-assets/sprites/
 *   npx tsx scripts/map/make-sprites.ts --check   fails when the committed files differ
 */
import fs from "node:fs";
import path from "node:path";
import { namedFlavor } from "@protomaps/basemaps";
import potpack from "potpack";
import sharp from "sharp";
import { STREETS_FLAVOR, streetsLayers } from "../../server/src/modules/map/streets-style.js";
import { spriteIcons, type SpriteIcon } from "./sprite-drawings.js";

export const SPRITE_DIR = path.resolve(import.meta.dirname, "../../server/map-assets/sprites");

/** Transparent pixels around each image, so a scaled icon never samples its neighbour. */
const GAP = 1;

/** A box of the sprite index (MapLibre's StyleImage metadata), in the sheet's pixels. */
export interface SpriteEntry {
  width: number;
  height: number;
  x: number;
  y: number;
  pixelRatio: number;
}

async function sheet(icons: SpriteIcon[], ratio: number) {
  const boxes = await Promise.all(
    icons.map(async (icon) => ({
      name: icon.name,
      png: await sharp(Buffer.from(icon.svg(ratio)))
        .png()
        .toBuffer(),
      width: icon.width * ratio,
      height: icon.height * ratio,
      w: icon.width * ratio + 2 * GAP,
      h: icon.height * ratio + 2 * GAP,
      x: 0,
      y: 0,
    })),
  );
  const { w, h } = potpack(boxes);
  const png = await sharp({
    create: { width: w, height: h, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite(boxes.map((box) => ({ input: box.png, left: box.x + GAP, top: box.y + GAP })))
    .png({ compressionLevel: 9 })
    .toBuffer();
  const index: Record<string, SpriteEntry> = {};
  for (const box of [...boxes].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const { width, height } = box;
    index[box.name] = { width, height, x: box.x + GAP, y: box.y + GAP, pixelRatio: ratio };
  }
  return { json: `${JSON.stringify(index, null, 2)}\n`, png };
}

/** Every sprite file, as name (in SPRITE_DIR) → bytes. */
export async function renderSprites(): Promise<Map<string, Buffer>> {
  const icons = spriteIcons(streetsLayers(), namedFlavor(STREETS_FLAVOR));
  const files = new Map<string, Buffer>();
  for (const [ratio, suffix] of [
    [1, ""],
    [2, "@2x"],
  ] as const) {
    const { json, png } = await sheet(icons, ratio);
    files.set(`${STREETS_FLAVOR}${suffix}.json`, Buffer.from(json));
    files.set(`${STREETS_FLAVOR}${suffix}.png`, png);
  }
  return files;
}

async function main(check: boolean) {
  const stale: string[] = [];
  for (const [name, bytes] of await renderSprites()) {
    const file = path.join(SPRITE_DIR, name);
    if (check) {
      if (!fs.existsSync(file) || !bytes.equals(fs.readFileSync(file))) stale.push(name);
      continue;
    }
    fs.mkdirSync(SPRITE_DIR, { recursive: true });
    fs.writeFileSync(file, bytes);
  }
  if (stale.length > 0) {
    console.error(`Out of date (run npm run map:sprites): ${stale.join(", ")}`);
    process.exit(1);
  }
  console.log(check ? "Sprites are up to date." : `Sprites written to ${SPRITE_DIR}`);
}

if (process.argv[1] === import.meta.filename) await main(process.argv.includes("--check"));
