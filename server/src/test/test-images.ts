/** Images for upload and media tests, drawn with sharp. */
import sharp from "sharp";

/** A photo-like picture: a gradient with shapes, so the encoders have something to keep. */
export async function testPhoto(width: number, height: number, format: "jpeg" | "png" = "jpeg") {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#c96"/><stop offset="1" stop-color="#369"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fe8"/>
    <rect x="${width / 2}" y="${height / 3}" width="${width / 4}" height="${height / 2}" fill="#263"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === "png" ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}
