/** Counts and times every answered request by route pattern (metrics.ts, route-label.ts). */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { observeRequest } from "./metrics.js";
import { routeLabel } from "./route-label.js";

/** Requests the app makes of itself (the page cache rendering a page): not visitors' requests. */
const internal = new WeakSet<FastifyRequest>();

export function excludeFromRequestMetrics(request: FastifyRequest): void {
  internal.add(request);
}

export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook("onResponse", (request, reply, done) => {
    if (!internal.has(request)) {
      observeRequest(
        request.method,
        routeLabel(request),
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    }
    done();
  });
}
