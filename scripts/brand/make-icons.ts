/**
 * npm run brand:icons: the home-screen icon (apple-touch-icon.png, 180×180), favicon.ico
 * (32×32 PNG inside an ICO) and the installable app's icons (icons/, named by the web app
 * manifest), drawn from the logo's map pin on the page's paper colour.
 * The outputs are committed under web/public; run this again after the logo changes.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "../../web/public");
const logo = readFileSync(path.join(publicDir, "brand/logo.svg"), "utf8");
// The pin is everything of the logo before its words, inside the 36×40 box at its left.
const pin = logo.slice(logo.indexOf(">", logo.indexOf("<svg")) + 1, logo.indexOf("<text"));
const PAPER = "#fbf8f2";

/** The pin (36×40, centred at 18,20) on paper, in a square `box` units wide. */
function icon(size: number, box = 52): Promise<Buffer> {
  const x = 18 - box / 2;
  const y = 20 - box / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${x} ${y} ${box} ${box}"><rect x="${x}" y="${y}" width="${box}" height="${box}" fill="${PAPER}"/>${pin.replace(/<title>[\s\S]*?<\/title>/, "")}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * A maskable icon may be cut to any shape down to the circle of 80% of its width (the safe zone):
 * the pin's 36×40 box (54 units corner to corner) fits inside that circle in a 72-unit square.
 */
const MASKABLE_BOX = 72;

/** An ICO file holding one PNG image (supported by every browser since 2009). */
function ico(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}

writeFileSync(path.join(publicDir, "apple-touch-icon.png"), await icon(180));
writeFileSync(path.join(publicDir, "favicon.ico"), ico(await icon(32), 32));
mkdirSync(path.join(publicDir, "icons"), { recursive: true });
for (const size of [192, 512]) {
  writeFileSync(path.join(publicDir, `icons/icon-${size}.png`), await icon(size));
  writeFileSync(path.join(publicDir, `icons/maskable-${size}.png`), await icon(size, MASKABLE_BOX));
}
console.log(
  "Wrote web/public/apple-touch-icon.png, favicon.ico and icons/{icon,maskable}-{192,512}.png",
);
