/**
 * One log line per request. Answers served from a cache (pages, public API lists) with 200 or
 * 304 are the bulk of the traffic and all alike, so only one in HIT_SAMPLE of them is written,
 * with `sampled` saying how many it stands for; every miss, error and staff request is written.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";

export const HIT_SAMPLE = 100;

const cacheHits = new WeakSet<FastifyRequest>();

export function markCacheHit(request: FastifyRequest): void {
  cacheHits.add(request);
}

export function registerRequestLog(app: FastifyInstance): void {
  let hitsSinceLogged = 0;
  app.addHook("onResponse", async (request, reply) => {
    const status = reply.statusCode;
    let sampled: number | undefined;
    if (cacheHits.has(request) && (status === 200 || status === 304)) {
      hitsSinceLogged += 1;
      if (hitsSinceLogged < HIT_SAMPLE) return;
      sampled = hitsSinceLogged;
      hitsSinceLogged = 0;
    }
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(sampled && { cache: "hit", sampled }),
      },
      "request",
    );
  });
}
