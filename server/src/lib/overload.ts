/**
 * Load shedding: when the event loop lags past OVERLOAD_LAG_MS, requests get 503 with Retry-After
 * at once instead of queueing for seconds behind the ones already in hand. /healthz, /readyz and
 * /metrics are never shed, so a load balancer and Prometheus still hear from the process (/healthz
 * says whether it is shedding). Nor are the client's files (routes marked `neverShed`): a page
 * already sent needs its scripts and stylesheets to work, and they cost next to nothing to send.
 *
 * The lag is measured here (loopLag), not by under-pressure's own check: that one takes the mean
 * delay of a 200 ms sample, and counts a sample in which the loop never measured itself as an
 * infinite delay. So one task of a few hundred ms (a first render after a start) shed the next
 * 200 ms of requests whatever OVERLOAD_LAG_MS said, while a single block of seconds, averaged
 * with the quick ticks after it, shed nothing.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
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

/** How often the lag is looked at; shedding lasts at least this long once it starts. */
const SAMPLE_INTERVAL_MS = 200;
const RESOLUTION_MS = 10;

/**
 * The event loop's lag since the last look, counted by its longest delay: how late the loop's own
 * 10 ms timer ran at worst, or, when one task held the loop so long that the timer never ran, how
 * late this look itself came. A task shorter than the limit never sheds; after a longer one, what
 * arrives next is shed (it has waited that long already).
 */
function loopLag(intervalMs: number) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let last = performance.now();
  return {
    /** The worst lag in ms since the last call (or since the start). */
    sample(): number {
      const now = performance.now();
      const late = now - last - intervalMs;
      last = now;
      const worst = histogram.count > 0 ? histogram.max / 1e6 - RESOLUTION_MS : 0;
      histogram.reset();
      return Math.max(0, late, worst);
    },
    stop: () => histogram.disable(),
  };
}

export async function registerOverloadShedding(app: FastifyInstance, maxLagMs: number) {
  if (maxLagMs <= 0) return;
  const lag = loopLag(SAMPLE_INTERVAL_MS);
  app.addHook("onClose", async () => lag.stop());
  await app.register(underPressure, {
    // Healthy while the loop's lag stays within the limit; the check runs every interval.
    healthCheck: async () => lag.sample() <= maxLagMs,
    healthCheckInterval: SAMPLE_INTERVAL_MS,
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
