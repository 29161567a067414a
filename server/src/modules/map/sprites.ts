/**
 * The streets style's sprite sheet, from server/map-assets/sprites (written by
 * scripts/map/make-sprites.ts): one-way arrows, road shields, town dots and point-of-interest
 * pictograms, at 1× and 2×.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SERVER_ROOT } from "../../server-root.js";
import { STREETS_FLAVOR } from "./streets-style.js";

export const SPRITE_DIR = path.join(SERVER_ROOT, "map-assets/sprites");

/** The style's `sprite`: MapLibre adds one of SPRITE_SUFFIXES to its path. */
export const SPRITE_PATH = `/map/sprites/${STREETS_FLAVOR}`;
const SPRITE_SUFFIXES = [".json", ".png", "@2x.json", "@2x.png"] as const;

export interface SpriteFile {
  /** Its name under /map/sprites/ and in SPRITE_DIR, e.g. "light@2x.png". */
  name: string;
  type: "application/json" | "image/png";
  body: Buffer;
}

export interface Sprite {
  /** Changes with the files' content, so an address carrying it may be cached for good. */
  version: string;
  files: SpriteFile[];
}

/** The four files, read at once: a few dozen KB. */
export function loadSprite(dir = SPRITE_DIR): Sprite {
  const hash = createHash("sha256");
  const files = SPRITE_SUFFIXES.map((suffix): SpriteFile => {
    const name = `${STREETS_FLAVOR}${suffix}`;
    const body = fs.readFileSync(path.join(dir, name));
    hash.update(body);
    return { name, type: suffix.endsWith(".json") ? "application/json" : "image/png", body };
  });
  return { version: hash.digest("base64url").slice(0, 12), files };
}

/** The address the style names; `${SPRITE_PATH}${suffix}?v=…` are the ones MapLibre fetches. */
export const spriteUrl = ({ version }: Sprite) => `${SPRITE_PATH}?v=${version}`;

/** Where MapLibre fetches a file of this sprite. */
export const spriteFileUrl = ({ version }: Sprite, file: SpriteFile) =>
  `/map/sprites/${file.name}?v=${version}`;
