/**
 * Serialized public responses, kept per content revision. The revision lives in the database, so
 * every app process drops its copies as soon as any process commits a content change.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database.js";
import { currentRevision } from "./content-revision.js";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESS_FROM_BYTES = 1024;

type Encoding = "br" | "gzip";

export class CachedBody {
  readonly etag: string;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly json: Buffer) {
    this.etag = `"${createHash("sha1").update(json).digest("base64url")}"`;
  }

  encode(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === "br"
          ? brotli(this.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzip(this.json, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

export function createPublicCache(db: Db) {
  let revision = -1;
  const entries = new Map<string, Promise<CachedBody>>();

  return {
    async get(key: string, build: () => Promise<unknown>): Promise<CachedBody> {
      const current = await currentRevision(db);
      if (current !== revision) {
        entries.clear();
        revision = current;
      }
      let entry = entries.get(key);
      if (!entry) {
        entry = build().then((value) => new CachedBody(Buffer.from(JSON.stringify(value))));
        entries.set(key, entry);
        entry.catch(() => entries.delete(key));
      }
      return entry;
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;

function preferredEncoding(request: FastifyRequest): Encoding | undefined {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

/** Sends a cached JSON body with its ETag, answering If-None-Match with 304. */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply
    .header("ETag", body.etag)
    .header("Cache-Control", "public, max-age=0, must-revalidate")
    .header("Vary", "Accept-Encoding")
    .type("application/json; charset=utf-8");
  const ifNoneMatch = request.headers["if-none-match"];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === body.etag)
  ) {
    return reply.code(304).send();
  }
  const encoding = body.json.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request) : undefined;
  if (!encoding) return reply.send(body.json);
  return reply.header("Content-Encoding", encoding).send(await body.encode(encoding));
}
