/**
 * Public pages are the same for every visitor, so their server-rendered HTML (and the `.data`
 * answers of client-side navigation, the lists' pages and stops' details as JSON, the sitemap and
 * robots.txt) is rendered once per content revision and URL, kept brotli- and gzip-compressed
 * with a strong ETag, and sent like a static file. The cache is bounded by bytes (least recently used pages go
 * first), so open-ended URLs such as searches cannot grow it without limit.
 *
 * A miss renders the page through the app itself (`inject`, marked so this hook lets it pass).
 * The render's CSP nonce cannot be reused for every visitor, so the stored copy drops it and the
 * CSP of a cached answer lists the SHA-256 hashes of the page's inline scripts and styles instead.
 */
import { createHash, randomUUID } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { isStaffPath } from "@tours/shared";
import type { RevisionReader } from "../lib/content-revision.js";
import { markCacheHit } from "../lib/fast-path.js";
import { countCacheLookup } from "../lib/metrics/metrics.js";
import { excludeFromRequestMetrics } from "../lib/metrics/request-metrics.js";
import { matchesEtag, preferredEncoding } from "../lib/public-cache.js";
import type { InlineSources, PolicyBuilder } from "../lib/security-headers.js";
import { withoutNonce } from "./page-csp.js";

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const brotli = promisify(zlib.brotliCompress);

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** Hashes of the page's inline scripts and styles (HTML pages). */
  csp?: InlineSources;
}

const CACHEABLE_STATUS = new Set([200, 404]);
const CACHEABLE_TYPE =
  /^(text\/html|text\/x-script|application\/xml|application\/json|text\/plain)\b/;
/** Headers of the render kept with the page; the app's hooks add the rest on every answer. */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "x-remix-response"];
/** Page paths have no file extension; these few answers that do are cached too. */
const CACHED_FILES =
  /(\.data|^\/sitemap\.xml|^\/robots\.txt|^\/records\.json|^\/tours\.json|^\/search\.json|^\/stop-details\.json)$/;

function isCacheableRequest(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.headers.authorization || request.headers["x-local-token"]) return false;
  const pathname = request.url.split("?", 1)[0] ?? "";
  if (isStaffPath(pathname)) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !lastSegment.includes(".") || CACHED_FILES.test(pathname);
}

async function compressPage(
  status: number,
  headers: Record<string, string | string[] | number | undefined>,
  body: Buffer,
): Promise<CachedPage | undefined> {
  const type = String(headers["content-type"] ?? "");
  if (!CACHEABLE_STATUS.has(status) || !CACHEABLE_TYPE.test(type) || headers["set-cookie"]) {
    return undefined;
  }
  let bytes = body;
  let csp: InlineSources | undefined;
  if (type.startsWith("text/html")) {
    ({ html: bytes, csp } = withoutNonce(body, String(headers["content-security-policy"] ?? "")));
  }
  // Revalidated on every use: the ETag makes that a 304 until the content changes.
  const kept: Record<string, string> = { "cache-control": "public, max-age=0, must-revalidate" };
  for (const name of KEPT_HEADERS) if (headers[name]) kept[name] = String(headers[name]);
  // Brotli 5 is within 1 % of quality 9 on these pages at 1/40 of the time (5 ms, not 210 ms, for
  // a 53 KB tour page): every edit re-renders the pages, so each miss must stay cheap.
  const [gz, br] = await Promise.all([
    gzip(bytes, { level: 6 }),
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  ]);
  const etag = `"${createHash("sha1").update(bytes).digest("base64url")}"`;
  return { status, headers: kept, gzip: gz, br, etag, csp };
}

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { page, revision }: { page: CachedPage; revision: number },
  policy: PolicyBuilder,
) {
  reply.headers(page.headers).header("ETag", page.etag).header("Vary", "Accept-Encoding");
  if (page.csp) reply.header("content-security-policy", policy(page.csp));
  if (page.status === 200 && matchesEtag(request.headers["if-none-match"], page.etag)) {
    markCacheHit(request);
    return reply.code(304).send();
  }
  reply.code(page.status);
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (encoding) reply.header("Content-Encoding", encoding);
  const body =
    encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : await gunzip(page.gzip);
  markCacheHit(request, { revision, body, cache: "page" });
  return reply.send(body);
}

export interface PageCacheOptions {
  maxBytes: number;
  revisions: RevisionReader;
  /** The site's CSP, given the inline sources of a page. */
  policy: PolicyBuilder;
}

export function registerPageCache(
  scope: FastifyInstance,
  { maxBytes, revisions, policy }: PageCacheOptions,
): void {
  const fillToken = randomUUID();
  let revision = -1;
  /** "pass" marks a URL whose answer is not cached (a redirect, say): it renders as usual. */
  const pages = new LRUCache<string, CachedPage | "pass">({
    maxSize: maxBytes,
    sizeCalculation: (page) => (page === "pass" ? 256 : page.gzip.length + page.br.length + 512),
  });
  /** Renders in flight, so a burst of misses on one URL renders it once. */
  const filling = new Map<string, Promise<CachedPage | "pass" | undefined>>();

  /** The page to keep, "pass" for an answer never cached, undefined for a failure (tried again). */
  async function render(url: string): Promise<CachedPage | "pass" | undefined> {
    const response = await scope.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "identity", "x-page-cache-fill": fillToken },
    });
    if (response.statusCode >= 500) return undefined;
    return (
      (await compressPage(response.statusCode, response.headers, response.rawPayload)) ?? "pass"
    );
  }

  scope.addHook("onRequest", async (request, reply) => {
    if (request.headers["x-page-cache-fill"] === fillToken) {
      excludeFromRequestMetrics(request);
      return;
    }
    if (!isCacheableRequest(request)) return;
    const current = await revisions.read();
    if (current !== revision) {
      pages.clear();
      revision = current;
    }
    const key = `${current} ${request.url}`;
    let page = pages.get(key);
    countCacheLookup("page", page !== undefined && page !== "pass");
    if (!page) {
      let fill = filling.get(key);
      if (!fill) {
        fill = render(request.url).finally(() => filling.delete(key));
        filling.set(key, fill);
      }
      page = await fill;
      if (page && revision === current) pages.set(key, page);
    }
    if (page && page !== "pass")
      return sendPage(request, reply, { page, revision: current }, policy);
  });
}
