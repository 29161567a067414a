/**
 * The map files: /map/style.json (the built-in outline, the streets style over MAP_PMTILES, or a
 * redirect to MAP_STYLE_URL), the basemap archive itself with byte ranges, label glyphs and the
 * streets style's sprite.
 */
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { DEFAULT_MAP_STYLE_URL } from "../../config.js";
import { notFound } from "../../lib/errors.js";
import { loadGlyphs } from "./glyphs.js";
import { loadSprite, spriteUrl } from "./sprites.js";
import { PMTILES_PATH, streetsStyle } from "./streets-style.js";

export interface MapRoutesOptions {
  styleUrl: string;
  pmtilesFile: string | undefined;
  /** The built-in style: county outline, rivers and interstates from local GeoJSON. */
  outlineStyleFile: string;
}

const STYLE_CACHE = "public, max-age=600";
const YEAR_CACHE = "public, max-age=31536000, immutable";

/** Changes whenever the file is replaced, so a URL carrying it may be cached for a year. */
export function fileVersion(file: string): string {
  const { size, mtimeMs } = fs.statSync(file);
  return `${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}`;
}

export async function mapRoutes(app: FastifyInstance, options: MapRoutesOptions) {
  const glyphs = loadGlyphs();
  app.get<{ Params: { fontstack: string; range: string } }>(
    "/map/fonts/:fontstack/:range",
    async (request, reply) => {
      const found = glyphs.find(request.params.fontstack, request.params.range);
      if (!found) throw notFound("Glyph range");
      reply.type("application/x-protobuf").header("cache-control", "public, max-age=604800");
      reply.header("vary", "accept-encoding");
      if (!/\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) return found.body;
      return reply.header("content-encoding", "gzip").send(found.gzipped);
    },
  );

  const sprite = loadSprite();
  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(
    "/map/sprites/:file",
    async (request, reply) => {
      const file = sprite.files.find(({ name }) => name === request.params.file);
      if (!file) throw notFound("Sprite");
      const current = request.query.v === sprite.version;
      reply.type(file.type).header("cache-control", current ? YEAR_CACHE : STYLE_CACHE);
      return file.body;
    },
  );

  const { pmtilesFile } = options;
  await app.register(async (scope) => {
    if (!pmtilesFile) {
      scope.get(PMTILES_PATH, async () => {
        throw notFound("Basemap");
      });
      return;
    }
    await scope.register(fastifyStatic, { root: path.dirname(pmtilesFile), serve: false });
    // The error reply of @fastify/send drops it; clients learn the real size from it (RFC 9110).
    scope.addHook("onSend", async (_request, reply) => {
      if (reply.statusCode === 416) {
        reply.header("content-range", `bytes */${fs.statSync(pmtilesFile).size}`);
      }
    });
    scope.get<{ Querystring: { v?: string } }>(PMTILES_PATH, async (request, reply) => {
      const current = request.query.v === fileVersion(pmtilesFile);
      reply.header("cache-control", current ? YEAR_CACHE : "public, no-cache");
      // @fastify/send answers Range with 206, a range past the end with 416, and If-None-Match.
      return reply.sendFile(path.basename(pmtilesFile), path.dirname(pmtilesFile), {
        cacheControl: false,
        acceptRanges: true,
      });
    });
  });

  const outline = fs.readFileSync(options.outlineStyleFile);
  app.get("/map/style.json", async (_request, reply) => {
    reply.header("cache-control", STYLE_CACHE);
    if (pmtilesFile) {
      return streetsStyle({ archive: fileVersion(pmtilesFile), spriteUrl: spriteUrl(sprite) });
    }
    if (options.styleUrl !== DEFAULT_MAP_STYLE_URL) return reply.redirect(options.styleUrl, 302);
    return reply.type("application/json").send(outline);
  });
}

/** Origins the browser must reach for a hosted MAP_STYLE_URL (the CSP's connect-src, img-src). */
export function mapStyleOrigins(styleUrl: string): string[] {
  if (!/^https?:\/\//i.test(styleUrl)) return [];
  return [new URL(styleUrl).origin];
}
