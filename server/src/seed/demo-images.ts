/** Illustrations drawn locally for the demo content: no downloads, no fonts, same output every run. */
import { createHash } from "node:crypto";

const PALETTES = [
  { sky: ["#f3e3c3", "#d9b98a"], ink: "#4a3423", ground: "#8c6a45", accent: "#b5542f" },
  { sky: ["#dfe8e6", "#9fb8b4"], ink: "#2f3d3b", ground: "#5d6f52", accent: "#a4492b" },
  { sky: ["#efe2d0", "#c79b7a"], ink: "#3b2a2a", ground: "#6e5a3c", accent: "#3f5f7a" },
  { sky: ["#e6e0f0", "#a9a0c4"], ink: "#2b2840", ground: "#5a5a48", accent: "#8a3b3b" },
];

function numbers(seed: string): number[] {
  const bytes = createHash("sha256").update(seed).digest();
  return [...bytes];
}

function building(n: number[], x: number, width: number, ink: string, accent: string): string {
  const height = 220 + ((n[0] ?? 0) % 240);
  const top = 620 - height;
  const columns = 3 + ((n[1] ?? 0) % 5);
  const parts = [
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${ink}" opacity="0.88"/>`,
  ];
  if ((n[2] ?? 0) % 2 === 0) {
    parts.push(
      `<polygon points="${x - 12},${top} ${x + width / 2},${top - 70 - ((n[3] ?? 0) % 60)} ${x + width + 12},${top}" fill="${ink}"/>`,
    );
  } else {
    parts.push(
      `<ellipse cx="${x + width / 2}" cy="${top}" rx="${width / 4}" ry="${40 + ((n[3] ?? 0) % 40)}" fill="${ink}"/>`,
    );
  }
  const gap = width / (columns * 2 + 1);
  for (let c = 0; c < columns; c++) {
    const cx = x + gap * (2 * c + 1);
    for (let row = top + 40; row < 580; row += 70) {
      parts.push(
        `<rect x="${cx}" y="${row}" width="${gap}" height="42" fill="#f6ecd8" opacity="0.75"/>`,
      );
    }
  }
  parts.push(`<rect x="${x + width / 2 - 22}" y="570" width="44" height="50" fill="${accent}"/>`);
  return parts.join("");
}

export async function renderIllustration(seed: string): Promise<Buffer> {
  const n = numbers(seed);
  const p = PALETTES[(n[4] ?? 0) % PALETTES.length]!;
  const trees = Array.from({ length: 6 }, (_, i) => {
    const x = 40 + i * 210 + ((n[5 + i] ?? 0) % 80);
    return `<circle cx="${x}" cy="${600 - ((n[11 + i] ?? 0) % 30)}" r="${38 + ((n[17 + i] ?? 0) % 26)}" fill="${p.ground}" opacity="0.9"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#s)"/>
    <circle cx="${180 + ((n[23] ?? 0) % 800)}" cy="${120 + ((n[24] ?? 0) % 80)}" r="54" fill="#fff7e0" opacity="0.8"/>
    ${building(n.slice(25), 330 + ((n[30] ?? 0) % 120), 420 + ((n[31] ?? 0) % 120), p.ink, p.accent)}
    ${trees}
    <rect y="620" width="1200" height="180" fill="${p.ground}"/>
    <rect y="660" width="1200" height="14" fill="${p.ink}" opacity="0.35"/>
  </svg>`;
  return toJpeg(svg, 72);
}

export async function renderPortrait(seed: string): Promise<Buffer> {
  const n = numbers(seed);
  const p = PALETTES[(n[0] ?? 0) % PALETTES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
    <rect width="400" height="400" fill="${p.sky[1]}"/>
    <circle cx="200" cy="160" r="78" fill="${p.ink}"/>
    <path d="M60 400 C70 280 330 280 340 400 Z" fill="${p.ink}"/>
    <rect y="370" width="400" height="30" fill="${p.accent}" opacity="0.6"/>
  </svg>`;
  return toJpeg(svg, 75);
}

async function toJpeg(svg: string, quality: number): Promise<Buffer> {
  // Imported on first use: libvips is large and only seeding needs it.
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer();
}
