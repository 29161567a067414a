/**
 * Repeated public GETs answered from memory before the framework sees them. An answer the app
 * sent from one of its caches (a public page, a public API list) is remembered with its final
 * headers and body, keyed by encoding and URL, for the content revision it was built from. The
 * next identical request, while that revision is still the current one, gets the same bytes
 * straight from the HTTP server: a 200, a HEAD, or a 304 for its own ETag. Everything else (staff
 * requests, byte ranges, a URL not seen yet, another ETag, a revision due to be read again) goes
 * to the app as usual, which remembers its answer for next time.
 */
import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { RevisionReader } from "./content-revision.js";
import { type CacheName, countCacheLookup, observeRequest } from "./metrics/metrics.js";
import { routeLabel } from "./metrics/route-label.js";
import { preferredEncoding } from "./public-cache.js";

export interface CachedAnswer {
  /** The content revision the answer was built from. */
  revision: number;
  /** The exact bytes sent. */
  body: Buffer;
  /** The cache it came from, which a replay counts a hit of. */
  cache: CacheName;
}

/** Requests the app answered from a cache (undefined: a hit, but not one to replay). */
const hits = new WeakMap<FastifyRequest, CachedAnswer | undefined>();

/** Marks a request as answered from a public cache, with the answer when it may be replayed. */
export function markCacheHit(request: FastifyRequest, answer?: CachedAnswer): void {
  hits.set(request, answer);
}

export function isCacheHit(request: FastifyRequest): boolean {
  return hits.has(request);
}

interface Entry {
  revision: number;
  /** The request metrics' route label, and the cache the answer came from (metrics.ts). */
  route: string;
  cache: CacheName;
  etag: string;
  headers: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
  body: Buffer;
}

/** Headers Node writes for each response itself, or that describe one connection. */
const PER_RESPONSE = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
/** A 304 carries no body, so nothing that describes one. */
const BODY_HEADERS = new Set(["content-length", "content-encoding", "content-type"]);

const keyOf = (acceptEncoding: string | undefined, url: string) =>
  `${preferredEncoding(acceptEncoding) ?? "identity"} ${url}`;

export interface FastPathOptions {
  maxBytes: number;
  revisions: RevisionReader;
}

export type HitLogger = (fields: {
  method: string;
  url: string;
  status: number;
  ms: number;
}) => void;

export function createFastPath({ maxBytes, revisions }: FastPathOptions) {
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.length + 1024,
  });
  let logHit: HitLogger = () => {};

  /** True when the request was answered here. */
  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    const { method, url = "", headers } = req;
    if (method !== "GET" && method !== "HEAD") return false;
    if (headers.authorization || headers["x-local-token"] || headers.range) return false;
    const current = revisions.fresh();
    if (current === undefined) return false;
    const entry = entries.get(keyOf(headers["accept-encoding"], url));
    if (!entry || entry.revision !== current) return false;
    const ifNoneMatch = headers["if-none-match"];
    if (ifNoneMatch && ifNoneMatch !== entry.etag) return false;
    const started = performance.now();
    if (ifNoneMatch) res.writeHead(304, entry.notModified).end();
    else res.writeHead(200, entry.headers).end(method === "HEAD" ? undefined : entry.body);
    const ms = performance.now() - started;
    observeRequest(method, entry.route, res.statusCode, ms / 1000);
    countCacheLookup(entry.cache, true);
    logHit({ method, url, status: res.statusCode, ms });
    return true;
  }

  /** After the app answered: keeps a replayable 200 from a cache for the next request. */
  function remember(request: FastifyRequest, reply: FastifyReply): void {
    const cached = hits.get(request);
    if (!cached || request.method !== "GET" || reply.statusCode !== 200) return;
    const headers: OutgoingHttpHeaders = {};
    const notModified: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || PER_RESPONSE.has(name)) continue;
      headers[name] = value;
      if (!BODY_HEADERS.has(name)) notModified[name] = value;
    }
    const etag = headers.etag;
    if (typeof etag !== "string" || headers["set-cookie"]) return;
    headers["content-length"] = cached.body.length;
    entries.set(keyOf(request.headers["accept-encoding"], request.url), {
      revision: cached.revision,
      route: routeLabel(request),
      cache: cached.cache,
      etag,
      headers,
      notModified,
      body: cached.body,
    });
  }

  return {
    answer,
    remember,
    /** Where replayed answers are logged (sampled like the app's own cache hits). */
    setHitLogger(logger: HitLogger) {
      logHit = logger;
    },
  };
}

export type FastPath = ReturnType<typeof createFastPath>;

/** Fastify's `serverFactory`: the HTTP server, with the fast path in front of the app. */
export function serverWithFastPath(fastPath: FastPath | undefined) {
  return (handler: http.RequestListener): http.Server => {
    const server = http.createServer((req, res) => {
      if (!fastPath?.answer(req, res)) handler(req, res);
    });
    // Fastify's own default, which it sets only on servers it makes itself.
    server.keepAliveTimeout = 72_000;
    return server;
  };
}
