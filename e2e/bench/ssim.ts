/**
 * Structural similarity (SSIM, Wang et al. 2004) of two pictures of one size, as usually computed:
 * on luma (Rec. 601), an 11×11 Gaussian window (σ 1.5) slid over every pixel it fits around,
 * K1 0.01, K2 0.03, L 255; the mean of the map. 1 means the same picture.
 */
import { PNG } from "pngjs";

const RADIUS = 5;
const KERNEL = (() => {
  const weights = Array.from({ length: 2 * RADIUS + 1 }, (_, i) =>
    Math.exp(-((i - RADIUS) ** 2) / (2 * 1.5 ** 2)),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
})();
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;

/** Luma of each pixel of a PNG. */
function luma(png: PNG): Float64Array {
  const out = new Float64Array(png.width * png.height);
  for (let i = 0; i < out.length; i++) {
    const [r, g, b] = [png.data[i * 4]!, png.data[i * 4 + 1]!, png.data[i * 4 + 2]!];
    out[i] = 0.299 * r + 0.587 * g + 0.114 * b;
  }
  return out;
}

/** The Gaussian-weighted mean around every pixel the window fits around ("valid" region). */
function blur(values: Float64Array, width: number, height: number): Float64Array {
  const innerWidth = width - 2 * RADIUS;
  const rows = new Float64Array(innerWidth * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < innerWidth; x++) {
      let sum = 0;
      for (let k = 0; k < KERNEL.length; k++) sum += KERNEL[k]! * values[y * width + x + k]!;
      rows[y * innerWidth + x] = sum;
    }
  const innerHeight = height - 2 * RADIUS;
  const out = new Float64Array(innerWidth * innerHeight);
  for (let y = 0; y < innerHeight; y++)
    for (let x = 0; x < innerWidth; x++) {
      let sum = 0;
      for (let k = 0; k < KERNEL.length; k++) sum += KERNEL[k]! * rows[(y + k) * innerWidth + x]!;
      out[y * innerWidth + x] = sum;
    }
  return out;
}

export function ssim(pngA: Buffer, pngB: Buffer): number {
  const [a, b] = [PNG.sync.read(pngA), PNG.sync.read(pngB)];
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`SSIM needs one size: ${a.width}×${a.height} and ${b.width}×${b.height}`);
  const { width, height } = a;
  const [x, y] = [luma(a), luma(b)];
  const product = (p: Float64Array, q: Float64Array) => p.map((value, i) => value * q[i]!);
  const [mx, my] = [blur(x, width, height), blur(y, width, height)];
  const [xx, yy, xy] = [product(x, x), product(y, y), product(x, y)].map((v) =>
    blur(v, width, height),
  );
  let total = 0;
  for (let i = 0; i < mx.length; i++) {
    const [mux, muy] = [mx[i]!, my[i]!];
    const varX = xx![i]! - mux * mux;
    const varY = yy![i]! - muy * muy;
    const cov = xy![i]! - mux * muy;
    total +=
      ((2 * mux * muy + C1) * (2 * cov + C2)) / ((mux * mux + muy * muy + C1) * (varX + varY + C2));
  }
  return total / mx.length;
}
