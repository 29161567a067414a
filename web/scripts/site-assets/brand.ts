/** The site's own marks: header logo, commission seal and the Open Graph sharing image. */
import { star } from "./svg-shapes.js";

export const INK = "#1f3a5f";
export const BRICK = "#a23b2a";
export const CREAM = "#fbf7ef";
export const GOLD = "#d9b45a";

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Arial, sans-serif";

/** A map pin holding Tennessee's three stars; drawn in a 36 × 40 box. */
function pin(fill: string, inner: string, starFill: string): string {
  return [
    `<path d="M18 1C9.2 1 2 7.9 2 16.5 2 28 18 39 18 39s16-11 16-22.5C34 7.9 26.8 1 18 1Z" fill="${fill}"/>`,
    `<circle cx="18" cy="16.5" r="10" fill="${inner}"/>`,
    star(18, 11.6, 3.4, starFill),
    star(13.6, 19.4, 3.4, starFill),
    star(22.4, 19.4, 3.4, starFill),
  ].join("");
}

export function siteLogo(name: string): string {
  const [first = name, ...rest] = name.split(" ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="${name}">
<title>${name}</title>
${pin(BRICK, CREAM, INK)}
<text x="41" y="21" font-family="${SERIF}" font-size="19" font-weight="700" fill="${INK}">${first}</text>
<text x="42" y="34.5" font-family="${SANS}" font-size="9.5" font-weight="700" letter-spacing="4.2" fill="${BRICK}">${rest.join(" ").toUpperCase()}</text>
</svg>
`;
}

/** A round seal with a columned hall, beside the commission's name. */
export function commissionLogo(): string {
  const columns = [19, 25, 31, 37, 43].map(
    (x) => `<rect x="${x - 1.2}" y="27" width="2.4" height="12" fill="${INK}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="60" viewBox="0 0 180 60" role="img" aria-label="Metropolitan Historical Commission (demo)">
<title>Metropolitan Historical Commission (demo)</title>
<rect width="180" height="60" rx="8" fill="#ffffff"/>
<circle cx="31" cy="30" r="25" fill="none" stroke="${INK}" stroke-width="2.5"/>
<circle cx="31" cy="30" r="20.5" fill="none" stroke="${BRICK}" stroke-width="1.2" stroke-dasharray="2 2.2"/>
<path d="M16 26 31 16.5 46 26Z" fill="${INK}"/>
${columns.join("")}
<rect x="15" y="39.5" width="32" height="3" fill="${INK}"/>
<rect x="13" y="43" width="36" height="2.5" fill="${BRICK}"/>
<text x="64" y="15" font-family="${SANS}" font-size="7.6" font-weight="700" letter-spacing="1.6" fill="${BRICK}">METROPOLITAN</text>
<text x="64" y="30" font-family="${SERIF}" font-size="14.5" font-weight="700" fill="${INK}">Historical</text>
<text x="64" y="45" font-family="${SERIF}" font-size="14.5" font-weight="700" fill="${INK}">Commission</text>
<text x="64" y="55.5" font-family="${SANS}" font-size="8" fill="#4a5058">(demo)</text>
</svg>
`;
}

/** Skyline with the two-spired tower, a capitol and a bridge; flat colours keep the PNG small. */
function skyline(fill: string): string {
  const blocks: [number, number, number][] = [
    [0, 90, 70],
    [70, 60, 110],
    [130, 80, 90],
    [300, 70, 120],
    [370, 50, 95],
    [420, 90, 140],
    [510, 60, 100],
    [570, 80, 150],
    [650, 50, 115],
    [700, 90, 130],
    [790, 70, 95],
    [950, 70, 160],
    [1020, 80, 110],
    [1100, 100, 85],
  ];
  const rects = blocks.map(
    ([x, w, h]) => `<rect x="${x}" y="${630 - h}" width="${w}" height="${h}"/>`,
  );
  // The "Batman" tower: a slab with two tall spires.
  const tower = `<path d="M860 630V450l18-18v-62h9v52h36v-52h9v62l18 18v180Z"/>`;
  // A capitol on its hill: base, columns line, tower with cupola.
  const capitol = `<path d="M190 630v-100h70v-24h22v-36h10v-18h6v18h10v36h22v24h70v100Z"/>`;
  return `<g fill="${fill}">${rects.join("")}${tower}${capitol}</g>`;
}

export function shareImageSvg(siteName: string): string {
  const font = "DejaVu Serif, Liberation Serif, serif";
  const sans = "DejaVu Sans, Liberation Sans, sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="${INK}"/>
${skyline("#2b4a72")}
<rect y="606" width="1200" height="24" fill="${BRICK}"/>
<g transform="translate(96 92) scale(4)">${pin(BRICK, CREAM, INK)}</g>
<text x="280" y="180" font-family="${font}" font-size="92" font-weight="700" fill="${CREAM}">${siteName}</text>
<text x="284" y="252" font-family="${font}" font-size="46" font-style="italic" fill="${GOLD}">Our story, your tour!</text>
<text x="286" y="318" font-family="${sans}" font-size="30" fill="${CREAM}">Free self-guided walking and driving tours of Nashville</text>
</svg>
`;
}
