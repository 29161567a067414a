/** Wordmark logos for the (fictional) sponsors: a pictogram or monogram plus the name. */
import { MARKS, type MarkName } from "./sponsor-marks.js";
import { escapeXml } from "./svg-shapes.js";

export const SPONSOR_LOGO_WIDTH = 240;
export const SPONSOR_LOGO_HEIGHT = 120;

type Layout = "stacked" | "side" | "monogram";
interface Design {
  color: string;
  layout: Layout;
  mark?: MarkName;
}

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Arial, sans-serif";

/** One design per sponsor slug; colours are dark enough to read on white. */
const DESIGNS: Record<string, Design> = {
  "cumberland-river-heritage-trust": { color: "#1d6f78", layout: "side", mark: "waves" },
  "music-row-neighbors-association": { color: "#6a2c70", layout: "stacked", mark: "note" },
  "jefferson-street-business-alliance": { color: "#8a5a00", layout: "monogram" },
  "germantown-preservation-society": { color: "#9c3d2e", layout: "side", mark: "house" },
  "capitol-hill-conservancy": { color: "#24406b", layout: "stacked", mark: "dome" },
  "east-bank-historical-guild": { color: "#3d5a6c", layout: "side", mark: "bridge" },
  "harpeth-valley-community-fund": { color: "#3f6b35", layout: "stacked", mark: "hills" },
  "broadway-merchants-council": { color: "#a3222b", layout: "monogram" },
  "belmont-hill-friends": { color: "#2f6a4f", layout: "side", mark: "tree" },
  "fort-negley-volunteers": { color: "#5a5148", layout: "stacked", mark: "fort" },
  "tennessee-teachers-of-history": { color: "#3a3f8f", layout: "side", mark: "book" },
  "north-nashville-heritage-project": { color: "#7a2638", layout: "stacked", mark: "tristar" },
  "printers-alley-arts-collective": { color: "#2b2b2b", layout: "monogram" },
  "riverfront-rowing-club": { color: "#1f5f9e", layout: "side", mark: "oars" },
  "five-points-main-street": { color: "#a8461a", layout: "stacked", mark: "compass" },
  "hillsboro-village-partners": { color: "#2e6e63", layout: "side", mark: "awning" },
  "nashville-walking-society": { color: "#6b4a2b", layout: "stacked", mark: "footsteps" },
  "stone-river-press": { color: "#4a4a6a", layout: "monogram" },
  "centennial-park-friends": { color: "#7a5c1e", layout: "side", mark: "temple" },
  "midtown-library-circle": { color: "#1f4e5f", layout: "stacked", mark: "arch" },
};

const FALLBACK: Design = { color: "#1f3a5f", layout: "monogram" };

/** Every way to break a name into 1 to `maxLines` lines at word boundaries. */
export function splits(name: string, maxLines: number): string[][] {
  const words = name.split(" ");
  const out: string[][] = [[name]];
  for (let i = 1; i < words.length; i++) {
    const head = words.slice(0, i).join(" ");
    const rest = words.slice(i).join(" ");
    if (maxLines > 1) splits(rest, maxLines - 1).forEach((tail) => out.push([head, ...tail]));
  }
  return out;
}

/** Font size that fits the longest line into `width`, estimating glyph width per character. */
function fit(lines: string[], width: number, perChar: number, max: number): number {
  const longest = Math.max(...lines.map((l) => l.length));
  return Math.min(max, Math.floor((width / (longest * perChar)) * 10) / 10);
}

/** Most balanced breaks for each line count; more lines only when they give a clearly larger size. */
export function bestLines(
  name: string,
  maxLines: number,
  width: number,
  perChar: number,
  max: number,
) {
  const longest = (lines: string[]) => Math.max(...lines.map((l) => l.length));
  let best = { lines: [name], size: fit([name], width, perChar, max) };
  for (let count = 2; count <= maxLines; count++) {
    const options = splits(name, count).filter((l) => l.length === count);
    const balanced = options.sort((x, y) => longest(x) - longest(y))[0];
    if (!balanced) continue;
    const size = fit(balanced, width, perChar, max);
    if (size >= best.size + 2 || (best.lines.length === 1 && size > best.size))
      best = { lines: balanced, size };
  }
  return best;
}

function text(lines: string[], x: number, y0: number, size: number, attrs: string): string {
  const gap = size * 1.18;
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${Math.round((y0 + i * gap) * 10) / 10}" ${attrs} font-size="${size}">${escapeXml(l)}</text>`,
    )
    .join("");
}

function body(name: string, { color, layout, mark }: Design): string {
  if (layout === "stacked") {
    const { lines, size } = bestLines(name, 2, 216, 0.56, 19);
    return (
      `<g transform="translate(96 8)">${MARKS[mark ?? "tristar"](color)}</g>` +
      text(
        lines,
        120,
        78,
        size,
        `text-anchor="middle" font-family="${SERIF}" font-weight="700" fill="${color}"`,
      )
    );
  }
  if (layout === "side") {
    const { lines, size } = bestLines(name, 3, 160, 0.6, 18);
    const y0 = 60 - ((lines.length - 1) * size * 1.18) / 2 + size * 0.35;
    return (
      `<g transform="translate(14 36)">${MARKS[mark ?? "tristar"](color)}</g>` +
      `<rect x="70" y="30" width="2" height="60" fill="${color}" opacity="0.35"/>` +
      text(lines, 80, y0, size, `font-family="${SANS}" font-weight="700" fill="${color}"`)
    );
  }
  const initials = name
    .split(" ")
    .map((w) => w[0])
    .join("")
    .slice(0, 3);
  const { lines: upper, size } = bestLines(name.toUpperCase(), 3, 150, 0.8, 16);
  const y0 = 60 - ((upper.length - 1) * size * 1.18) / 2 + size * 0.35;
  return (
    `<circle cx="40" cy="60" r="29" fill="${color}"/>` +
    `<circle cx="40" cy="60" r="24.5" fill="none" stroke="#fff" stroke-width="1.5"/>` +
    `<text x="40" y="${initials.length > 2 ? 66 : 68}" text-anchor="middle" font-family="${SERIF}" font-size="${initials.length > 2 ? 17 : 22}" font-weight="700" fill="#fff">${escapeXml(initials)}</text>` +
    text(
      upper,
      80,
      y0,
      size,
      `font-family="${SANS}" font-weight="700" letter-spacing="0.6" fill="${color}"`,
    )
  );
}

export function sponsorLogo(slug: string, name: string): string {
  const design = DESIGNS[slug] ?? FALLBACK;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SPONSOR_LOGO_WIDTH}" height="${SPONSOR_LOGO_HEIGHT}" viewBox="0 0 240 120" role="img" aria-label="${escapeXml(name)}">
<title>${escapeXml(name)}</title>
${body(name, design)}
</svg>
`;
}
