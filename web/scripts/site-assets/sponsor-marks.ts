/** Simple pictograms for the sponsor logos, each drawn in a 48 × 48 box in one colour. */
import { star } from "./svg-shapes.js";

export type MarkName =
  | "waves"
  | "note"
  | "house"
  | "dome"
  | "bridge"
  | "hills"
  | "tree"
  | "fort"
  | "book"
  | "tristar"
  | "oars"
  | "compass"
  | "awning"
  | "footsteps"
  | "temple"
  | "arch";

type Draw = (c: string) => string;

const line = (d: string, c: string, w = 3.5) =>
  `<path d="${d}" fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const MARKS: Record<MarkName, Draw> = {
  waves: (c) => [14, 25, 36].map((y) => line(`M4 ${y}q5-6 10 0t10 0t10 0t10 0`, c)).join(""),
  note: (c) =>
    `${line("M17 37V11l24-6v26", c)}<path d="M17 11l24-6v6l-24 6Z" fill="${c}"/>` +
    `<ellipse cx="11.5" cy="37" rx="6.5" ry="5" fill="${c}"/><ellipse cx="35.5" cy="31" rx="6.5" ry="5" fill="${c}"/>`,
  house: (c) =>
    `${line("M5 24 24 7l19 17", c)}${line("M11 21v22h26V21", c)}<rect x="20" y="30" width="8" height="13" fill="${c}"/>`,
  dome: (c) =>
    `<rect x="22.5" y="3" width="3" height="7" fill="${c}"/><path d="M11 24a13 13 0 0 1 26 0Z" fill="${c}"/>` +
    `<rect x="8" y="25" width="32" height="3" fill="${c}"/>` +
    [12, 18, 24, 30, 36]
      .map((x) => `<rect x="${x - 1.25}" y="29" width="2.5" height="11" fill="${c}"/>`)
      .join("") +
    `<rect x="5" y="41" width="38" height="4" fill="${c}"/>`,
  bridge: (c) =>
    `${line("M3 34h42", c)}${line("M3 34Q24 2 45 34", c, 3)}` +
    [12, 18, 24, 30, 36]
      .map((x) => line(`M${x} ${x === 24 ? 18 : x === 18 || x === 30 ? 21 : 26}V34`, c, 1.8))
      .join("") +
    `${line("M8 34v9M40 34v9", c)}`,
  hills: (c) =>
    `<circle cx="35" cy="13" r="6" fill="${c}"/><path d="M2 42 16 20l9 11 8-9 13 20Z" fill="${c}"/>`,
  tree: (c) =>
    `<circle cx="24" cy="18" r="14" fill="${c}"/><rect x="21.5" y="28" width="5" height="16" fill="${c}"/>` +
    `${line("M12 44h24", c, 3)}`,
  fort: (c) =>
    `<path d="M4 44V16h7v5h6v-5h7v5h6v-5h7v5h6v-5h1v28H28V34a4 4 0 0 0-8 0v10Z" fill="${c}"/>`,
  book: (c) =>
    `${line("M24 12C18 8 10 8 4 10v28c6-2 14-2 20 2 6-4 14-4 20-2V10c-6-2-14-2-20 2Z", c, 3)}${line("M24 12v28", c, 3)}`,
  tristar: (c) =>
    `<circle cx="24" cy="24" r="21" fill="${c}"/><circle cx="24" cy="24" r="16" fill="#fff"/>` +
    star(24, 16, 6, c) +
    star(17, 29, 6, c) +
    star(31, 29, 6, c),
  oars: (c) =>
    `${line("M8 40 40 8M8 8l32 32", c, 3)}` +
    `<ellipse cx="39" cy="9" rx="4" ry="9" transform="rotate(45 39 9)" fill="${c}"/>` +
    `<ellipse cx="39" cy="39" rx="4" ry="9" transform="rotate(-45 39 39)" fill="${c}"/>`,
  compass: (c) =>
    `<circle cx="24" cy="24" r="21" fill="none" stroke="${c}" stroke-width="3"/>${star(24, 25, 16, c)}`,
  awning: (c) =>
    `<path d="M4 8h40v8a5 5 0 0 1-10 0 5 5 0 0 1-10 0 5 5 0 0 1-10 0 5 5 0 0 1-10 0Z" fill="${c}"/>` +
    `${line("M8 22v22h32V22", c, 3)}<rect x="13" y="28" width="10" height="16" fill="${c}"/><rect x="27" y="28" width="8" height="8" fill="${c}"/>`,
  footsteps: (c) =>
    `<ellipse cx="15" cy="32" rx="6" ry="9" fill="${c}"/><ellipse cx="33" cy="16" rx="6" ry="9" fill="${c}"/>` +
    `<circle cx="15" cy="19" r="2.6" fill="${c}"/><circle cx="33" cy="3.5" r="2.6" fill="${c}"/>` +
    `<circle cx="9" cy="21" r="2" fill="${c}"/><circle cx="27" cy="5.5" r="2" fill="${c}"/>`,
  temple: (c) =>
    `<path d="M3 16 24 5l21 11Z" fill="${c}"/><rect x="5" y="17" width="38" height="3" fill="${c}"/>` +
    [8, 14, 20, 26, 32, 38]
      .map((x) => `<rect x="${x - 1.4}" y="21" width="2.8" height="17" fill="${c}"/>`)
      .join("") +
    `<rect x="3" y="39" width="42" height="5" fill="${c}"/>`,
  arch: (c) =>
    `${line("M8 44V22a16 16 0 0 1 32 0v22Z", c, 3)}${line("M24 34c-3-2-7-2-10-1v-9c3-1 7-1 10 1 3-2 7-2 10-1v9c-3-1-7-1-10 1Z", c, 2)}`,
};
