/**
 * Serialized public responses, kept gzip-compressed per content revision. The revision lives in
 * the database, so every app process drops its copies as soon as any process commits a change.
 * A body is serialized once, through its route's response schema, so only what the contract names
 * is ever sent; the bytes are not serialized again per request. Lists are serialized item by item
 * straight into the compressor: the whole uncompressed JSON of a large list never sits in memory.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import type { RevisionReader } from "./content-revision.js";
import { markCacheHit } from "./fast-path.js";
import { contractJson } from "./route-contract.js";
import { countCacheLookup } from "./metrics/metrics.js";

const gunzip = promisify(zlib.gunzip);
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A JSON value, or a list given item by item. */
export type Payload = unknown | AsyncIterable<unknown>;

export class CachedBody {
  private brotli?: Promise<Buffer>;

  constructor(
    readonly gzip: Buffer,
    readonly etag: string,
    /** The content revision it was built from. */
    readonly revision: number,
  ) {}

  identity(): Promise<Buffer> {
    return gunzip(this.gzip);
  }

  br(): Promise<Buffer> {
    this.brotli ??= this.identity().then((json) =>
      brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    );
    return this.brotli;
  }
}

type OnMismatch = (issues: z.core.$ZodIssue[]) => void;

/** The payload as JSON through `schema`; a list given item by item goes through its item schema. */
async function* jsonChunks(
  payload: Payload,
  schema: z.ZodType,
  onMismatch: OnMismatch,
): AsyncGenerator<string> {
  if (!isAsyncIterable(payload)) {
    yield contractJson(schema, payload, onMismatch);
    return;
  }
  if (!(schema instanceof z.ZodArray))
    throw new Error("A list given item by item needs a list schema");
  let first = true;
  yield "[";
  for await (const item of payload) {
    yield (first ? "" : ",") + contractJson(schema.element as z.ZodType, item, onMismatch);
    first = false;
  }
  yield "]";
}

async function serialize(
  payload: Payload,
  schema: z.ZodType,
  revision: number,
  onMismatch: OnMismatch,
): Promise<CachedBody> {
  const hash = createHash("sha1");
  const gzip = zlib.createGzip({ level: 6 });
  const out: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => gzip.on("end", resolve).on("error", reject));
  for await (const chunk of jsonChunks(payload, schema, onMismatch)) {
    hash.update(chunk);
    if (!gzip.write(chunk)) await new Promise((resolve) => gzip.once("drain", resolve));
  }
  gzip.end();
  await done;
  return new CachedBody(Buffer.concat(out), `"${hash.digest("base64url")}"`, revision);
}

async function textBody(text: string, revision: number): Promise<CachedBody> {
  const etag = `"${createHash("sha1").update(text).digest("base64url")}"`;
  return new CachedBody(await gzip(text, { level: 6 }), etag, revision);
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}

/** Counted for a kept body besides its gzip bytes: its brotli copy once asked for, the key. */
const sizeOf = (body: CachedBody) => body.gzip.length * 2 + 512;

/**
 * `maxBytes` bounds the bodies kept (least recently used go first; searches make keys from
 * visitors' words); 0 keeps none, building each body for its request. `onMismatch` hears of
 * stored content its response schema refuses (the body is sent as built, see contractJson), with
 * the cache key.
 */
export function createPublicCache(
  revisions: RevisionReader,
  onMismatch: (key: string, issues: z.core.$ZodIssue[]) => void,
  maxBytes = 16 * 1024 * 1024,
) {
  let revision = -1;
  const entries =
    maxBytes > 0
      ? new LRUCache<string, CachedBody>({ maxSize: maxBytes, sizeCalculation: sizeOf })
      : undefined;
  /** Bodies being built, so a burst of misses on one key builds it once. */
  const building = new Map<string, Promise<CachedBody>>();

  return {
    /** The body under `key`, built and serialized through the response `schema` once a revision. */
    get(
      key: string,
      build: () => Promise<Payload> | Payload,
      schema: z.ZodType,
    ): Promise<CachedBody> {
      return cachedBody(key, async (revision) =>
        serialize(await build(), schema, revision, (issues) => onMismatch(key, issues)),
      );
    },

    /** A body that is not JSON (an SVG picture), built once a revision. */
    text(key: string, build: () => Promise<string>): Promise<CachedBody> {
      return cachedBody(key, async (revision) => textBody(await build(), revision));
    },
  };

  /** The body under `key` for the current revision, made by `make` on a miss. */
  async function cachedBody(
    key: string,
    make: (revision: number) => Promise<CachedBody>,
  ): Promise<CachedBody> {
    const current = await revisions.read();
    if (current !== revision) {
      entries?.clear();
      building.clear();
      revision = current;
    }
    const found = entries?.get(key);
    countCacheLookup("api", found !== undefined || building.has(key));
    if (found) return found;
    let entry = building.get(key);
    if (!entry) {
      entry = make(current);
      building.set(key, entry);
      const settled = entry;
      entry.then(
        (body) => {
          if (building.get(key) !== settled) return;
          building.delete(key);
          if (revision === current) entries?.set(key, body);
        },
        () => building.get(key) === settled && building.delete(key),
      );
    }
    return entry;
  }
}

export type PublicCache = ReturnType<typeof createPublicCache>;

export function preferredEncoding(
  acceptEncoding: string | string[] | undefined,
): "br" | "gzip" | undefined {
  const accepted = String(acceptEncoding ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

/** Whether an If-None-Match header names this ETag (weak or strong). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Sends a cached JSON body with its ETag, answering If-None-Match with 304. `shared: false` keeps
 * the answer out of shared caches (proxies), for answers only staff may read; `type` names a JSON
 * flavour such as GeoJSON; `maxAge` (seconds) lets a browser reuse the answer that long without
 * asking again.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  {
    shared = true,
    type = "application/json",
    maxAge = 0,
  }: { shared?: boolean; type?: string; maxAge?: number } = {},
) {
  reply
    .header("ETag", body.etag)
    .header("Cache-Control", `${shared ? "public" : "private"}, max-age=${maxAge}, must-revalidate`)
    .header("Vary", "Accept-Encoding")
    .type(`${type}; charset=utf-8`);
  if (matchesEtag(request.headers["if-none-match"], body.etag)) {
    if (shared) markCacheHit(request);
    return reply.code(304).send();
  }
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (encoding) reply.header("Content-Encoding", encoding);
  const bytes =
    encoding === "gzip" ? body.gzip : encoding === "br" ? await body.br() : await body.identity();
  if (shared) markCacheHit(request, { revision: body.revision, body: bytes, cache: "api" });
  return reply.send(bytes);
}
