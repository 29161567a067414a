/**
 * One log line per request. Answers served from a cache (pages, public API lists) with 200 or
 * 304 are the bulk of the traffic and all alike, so only one in HIT_SAMPLE of them is written,
 * with `sampled` saying how many it stands for; every miss, error and staff request is written.
 * Answers replayed by the fast path count as cache hits too.
 */
import type { FastifyInstance } from "fastify";
import { isCacheHit, type FastPath } from "./fast-path.js";

export const HIT_SAMPLE = 100;

interface RequestFields {
  method: string;
  url: string;
  status: number;
  ms: number;
}

export function registerRequestLog(app: FastifyInstance, fastPath?: FastPath): void {
  let hitsSinceLogged = 0;
  /** How many hits this line stands for, or 0 when it is not to be written. */
  const sampleHit = (): number => {
    hitsSinceLogged += 1;
    if (hitsSinceLogged < HIT_SAMPLE) return 0;
    const sampled = hitsSinceLogged;
    hitsSinceLogged = 0;
    return sampled;
  };
  const fields = ({ method, url, status, ms }: RequestFields) => ({
    method,
    url,
    status,
    ms: Math.round(ms * 10) / 10,
  });

  fastPath?.setHitLogger((answer) => {
    const sampled = sampleHit();
    if (sampled) app.log.info({ ...fields(answer), cache: "hit", sampled }, "request");
  });
  app.addHook("onResponse", async (request, reply) => {
    const status = reply.statusCode;
    let sampled = 0;
    if (isCacheHit(request) && (status === 200 || status === 304)) {
      sampled = sampleHit();
      if (!sampled) return;
    }
    const line = fields({
      method: request.method,
      url: request.url,
      status,
      ms: reply.elapsedTime,
    });
    request.log.info(sampled ? { ...line, cache: "hit", sampled } : line, "request");
  });
}
