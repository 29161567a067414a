/**
 * Load shedding: when the event loop lags past OVERLOAD_LAG_MS, requests get 503 with Retry-After
 * at once instead of queueing for seconds behind the ones already in hand. /healthz, /readyz and
 * /metrics are never shed, so a load balancer and Prometheus still hear from the process (/healthz
 * says whether it is shedding). Nor are the client's files (routes marked `neverShed`): a page
 * already sent needs its scripts and stylesheets to work, and they cost next to nothing to send.
 *
 * under-pressure counts a sample interval (200 ms) in which the loop never got to measure itself
 * as an infinite delay, so one task longer than that (a first render after a start, say) sheds
 * the requests of the next 200 ms whatever OVERLOAD_LAG_MS says.
 */
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ErrorBody } from "@tours/shared";
import { isApiPath } from "./request-guard.js";

export const RETRY_AFTER_SECONDS = 2;
/** What operators and load balancers read, most of all when the process is busy. */
const NEVER_SHED = new Set(["/healthz", "/readyz", "/metrics"]);
declare module "fastify" {
  interface FastifyContextConfig {
    /** Answered even while the process sheds load. */
    neverShed?: boolean;
  }
}

const MESSAGE = "The server is busy. Please try again in a moment.";

const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy — please try again</title></head><body><main><h1>The site is busy</h1><p>${MESSAGE} Reload this page in a few seconds.</p></main></body></html>`;

/** Sets the 503's headers and gives its body (under-pressure sends it). */
function shed(request: FastifyRequest, reply: FastifyReply): ErrorBody | string {
  reply.code(503).header("Retry-After", RETRY_AFTER_SECONDS).header("Cache-Control", "no-store");
  const pathname = request.url.split("?", 1)[0] ?? "";
  if (isApiPath(request.url) || pathname.endsWith(".data")) {
    return { error: { code: "overloaded", message: MESSAGE } };
  }
  reply.type("text/html; charset=utf-8");
  return BUSY_PAGE;
}

export async function registerOverloadShedding(app: FastifyInstance, maxLagMs: number) {
  if (maxLagMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxLagMs,
    sampleInterval: 200,
    retryAfter: RETRY_AFTER_SECONDS,
    // under-pressure sends what the handler returns, and lets the request through on undefined;
    // its types say void.
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply) => {
      if (request.routeOptions.config.neverShed) return undefined;
      if (NEVER_SHED.has(request.url.split("?", 1)[0] ?? "")) return undefined;
      return shed(request, reply);
    }) as (request: FastifyRequest, reply: FastifyReply) => void,
  });
}

/** Whether the process is shedding load right now (for /healthz). */
export function isShedding(app: FastifyInstance): boolean {
  return app.hasDecorator("isUnderPressure") && app.isUnderPressure();
}
