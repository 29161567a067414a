/**
 * GET and HEAD /media/{key}: uploaded files, from whichever store holds them, with byte ranges
 * (audio seeking), ETags and a year of caching (keys never change: each upload gets a new id).
 * With MEDIA_PUBLIC_URL set (a CDN in front of the bucket), answers redirect there instead.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import mime from "mime-types";
import parseRange from "range-parser";
import { notFound } from "../../lib/errors.js";
import { isSafeMediaKey, type MediaStat, type MediaStore } from "./store/media-store.js";
import { storeUnavailable } from "./store/store-errors.js";

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const CACHE_CONTROL = `public, max-age=${YEAR_SECONDS}, immutable`;
/** How long a browser keeps the redirect to the CDN. */
const REDIRECT_CACHE = "public, max-age=86400";

export interface MediaFilesOptions {
  store: MediaStore;
  /** MEDIA_PUBLIC_URL, without a trailing slash. */
  publicUrl: string | undefined;
}

/**
 * Strong: the bytes at a key never change. A browser keeps a narration it fetched by ranges (206)
 * only under a strong validator; with a weak ETag and a file modified under a minute before, a
 * returning visitor's phone fetched the whole MP3 again.
 */
const etagOf = (stat: MediaStat) =>
  `"${stat.size.toString(16)}-${stat.modified.getTime().toString(16)}"`;

export async function mediaFilesRoutes(
  app: FastifyInstance,
  { store, publicUrl }: MediaFilesOptions,
) {
  const missing = () => notFound("Media file");

  app.route({
    method: ["GET", "HEAD"],
    url: "/media/*",
    // Compressing would break the ranges' byte offsets; media formats are compressed already.
    compress: false,
    handler: async (request, reply) => {
      // Fastify has decoded the address already.
      const key = (request.params as { "*": string })["*"];
      if (!isSafeMediaKey(key)) throw missing();
      if (publicUrl) {
        const encoded = key.split("/").map(encodeURIComponent).join("/");
        return reply
          .header("cache-control", REDIRECT_CACHE)
          .redirect(`${publicUrl}/${encoded}`, 302);
      }
      const stat = await store.stat(key).catch(storeUnavailable("The file could not be read"));
      if (!stat) throw missing();
      const etag = etagOf(stat);
      reply.header("etag", etag);
      reply.header("last-modified", stat.modified.toUTCString());
      reply.header("cache-control", CACHE_CONTROL);
      reply.header("accept-ranges", "bytes");
      reply.type(stat.contentType ?? (mime.lookup(key) || "application/octet-stream"));
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();

      const ifRange = request.headers["if-range"] as string | undefined;
      const range = requestedRange(request.headers.range, ifRange, etag, stat);
      if (range === "unsatisfiable") {
        return reply.code(416).header("content-range", `bytes */${stat.size}`).send();
      }
      if (range) {
        reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${stat.size}`);
      }
      const length = range ? range.end - range.start + 1 : stat.size;
      reply.header("content-length", length);
      if (request.method === "HEAD" || length === 0) return reply.send();
      return send(reply, store, key, range);
    },
  });
}

async function send(
  reply: FastifyReply,
  store: MediaStore,
  key: string,
  range: { start: number; end: number } | undefined,
) {
  const body = await store.read(key, range).catch(storeUnavailable("The file could not be read"));
  return reply.send(body);
}

/** One byte range, when the request asks for one the file has; several ranges get the whole file. */
function requestedRange(
  header: string | undefined,
  ifRange: string | undefined,
  etag: string,
  stat: MediaStat,
): { start: number; end: number } | "unsatisfiable" | undefined {
  if (!header || (ifRange !== undefined && ifRange !== etag)) return undefined;
  const ranges = parseRange(stat.size, header, { combine: true });
  if (ranges === -1) return "unsatisfiable";
  if (ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1) return undefined;
  const [only] = ranges;
  return only && { start: only.start, end: only.end };
}
