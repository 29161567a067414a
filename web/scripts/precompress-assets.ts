/**
 * After `react-router build`: writes a brotli (quality 11) and a gzip (level 9) copy next to each
 * of the client's text files under build/client/assets. Their names carry a content hash and
 * never change, so they are compressed once, as hard as the formats allow, instead of on every
 * request at the fast settings a live response uses (brotli there came out larger than gzip).
 * The server sends the copy the browser accepts (@fastify/static's preCompressed).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const assetsDir = path.resolve(import.meta.dirname, "../build/client/assets");
const TEXT = /\.(?:js|mjs|css|svg|json)$/;

const compressedAfter = (file: string) =>
  [".br", ".gz"].every(
    (ending) =>
      existsSync(file + ending) && statSync(file + ending).mtimeMs >= statSync(file).mtimeMs,
  );

let original = 0;
let brotli = 0;
for (const name of readdirSync(assetsDir)) {
  if (!TEXT.test(name)) continue;
  const file = path.join(assetsDir, name);
  // An earlier build's file kept for open pages (scripts/previous-assets.ts) has its copies.
  if (compressedAfter(file)) continue;
  const bytes = readFileSync(file);
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  original += bytes.length;
  brotli += br.length;
}
const kb = (n: number) => `${Math.round(n / 1024)} KB`;
console.log(`Client files compressed ahead: ${kb(original)} → ${kb(brotli)} brotli.`);
