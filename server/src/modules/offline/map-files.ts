/**
 * The map files a saved tour needs: the site's style, and with the streets basemap its label
 * glyphs, its sprite (1× and 2×: the phone picks one) and the archive's ranges around the tour;
 * with the built-in outline, its GeoJSON. A tour drawn on a hosted style (another site's) cannot
 * be saved: its map needs the network.
 */
import fs from "node:fs";
import path from "node:path";
import type { OfflineFile, PublicStop, Tour } from "@tours/shared";
import { DEFAULT_MAP_STYLE_URL } from "../../config.js";
import { fileVersion } from "../map/map.routes.js";
import { GLYPH_DIR } from "../map/glyphs.js";
import { loadSprite, spriteFileUrl, spriteUrl } from "../map/sprites.js";
import { PMTILES_PATH, streetsStyle } from "../map/streets-style.js";
import { basemapRanges, type Position } from "./basemap-ranges.js";

export const SITE_STYLE_PATH = "/map/style.json";

export interface MapFilesOptions {
  /** MAP_STYLE_URL */
  styleUrl: string;
  pmtilesFile: string | undefined;
  outlineStyleFile: string;
  glyphDir?: string;
}

function glyphFiles(dir: string): OfflineFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).flatMap((font) =>
    fs.readdirSync(path.join(dir, font)).map((range): OfflineFile => ({
      url: new URL(`/map/fonts/${font}/${range}`, "http://site.invalid").pathname,
      kind: "map",
      bytes: fs.statSync(path.join(dir, font, range)).size,
    })),
  );
}

function outlineFiles(outlineStyleFile: string): OfflineFile[] {
  const style = fs.readFileSync(outlineStyleFile);
  const publicDir = path.dirname(path.dirname(outlineStyleFile));
  const sources = Object.values(
    (JSON.parse(style.toString()) as { sources: Record<string, { data?: unknown }> }).sources,
  );
  const data = sources.flatMap(({ data }) =>
    typeof data === "string" && data.startsWith("/") ? [data] : [],
  );
  return [
    { url: SITE_STYLE_PATH, kind: "map", bytes: style.length },
    ...data.map((url): OfflineFile => ({
      url,
      kind: "map",
      bytes: fs.statSync(path.join(publicDir, url)).size,
    })),
  ];
}

/** Stops and the drawn route, or the stops in order when there is none. */
function wayPoints(tour: Tour, stops: PublicStop[]): Position[] {
  const places = stops.flatMap(({ record }) =>
    record.Coordinates ? [[record.Coordinates.lng, record.Coordinates.lat] as Position] : [],
  );
  return tour.route ? [...places, ...tour.route.coordinates] : places;
}

export async function mapFiles(
  tour: Tour,
  stops: PublicStop[],
  options: MapFilesOptions,
): Promise<OfflineFile[]> {
  if (tour.map !== SITE_STYLE_PATH) return [];
  const { pmtilesFile } = options;
  if (!pmtilesFile) {
    return options.styleUrl === DEFAULT_MAP_STYLE_URL ? outlineFiles(options.outlineStyleFile) : [];
  }
  const version = fileVersion(pmtilesFile);
  const sprite = loadSprite();
  const style = JSON.stringify(streetsStyle({ archive: version, spriteUrl: spriteUrl(sprite) }));
  const archiveUrl = `${PMTILES_PATH}?v=${version}`;
  const deepest = Math.max(tour.tourMapZoomLevel, tour.nextStopMapZoomLevel);
  const ranges = await basemapRanges(pmtilesFile, wayPoints(tour, stops), deepest);
  return [
    { url: SITE_STYLE_PATH, kind: "map", bytes: Buffer.byteLength(style) },
    ...glyphFiles(options.glyphDir ?? GLYPH_DIR),
    ...sprite.files.map((file): OfflineFile => ({
      url: spriteFileUrl(sprite, file),
      kind: "map",
      bytes: file.body.length,
    })),
    ...ranges.map((range): OfflineFile => ({
      url: archiveUrl,
      kind: "map",
      bytes: range.bytes,
      range: `bytes=${range.offset}-${range.offset + range.length - 1}`,
    })),
  ];
}
