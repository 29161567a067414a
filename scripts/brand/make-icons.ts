/**
 * npm run brand:icons: the home-screen icon (apple-touch-icon.png, 180×180) and favicon.ico
 * (32×32 PNG inside an ICO), drawn from the logo's map pin on the page's paper colour.
 * The outputs are committed under web/public; run this again after the logo changes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve(import.meta.dirname, "../../web/public");
const logo = readFileSync(path.join(publicDir, "brand/logo.svg"), "utf8");
// The pin is everything of the logo before its words, inside the 36×40 box at its left.
const pin = logo.slice(logo.indexOf(">", logo.indexOf("<svg")) + 1, logo.indexOf("<text"));
const PAPER = "#fbf8f2";

function icon(size: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="-8 -6 52 52"><rect x="-8" y="-6" width="52" height="52" fill="${PAPER}"/>${pin.replace(/<title>[\s\S]*?<\/title>/, "")}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

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
console.log("Wrote web/public/apple-touch-icon.png and web/public/favicon.ico");
