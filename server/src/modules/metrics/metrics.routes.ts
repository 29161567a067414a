/**
 * GET /metrics: Prometheus's text format, for a scraper with METRICS_TOKEN or a process on this
 * machine (metrics-access.ts). In a cluster worker it speaks for every app process
 * (cluster-metrics.ts); in a single process, for itself.
 */
import type { FastifyInstance } from "fastify";
import { ApiError } from "../../lib/errors.js";
import { clusterMetrics, inCluster } from "../../lib/metrics/cluster-metrics.js";
import { registry, startProcessMetrics } from "../../lib/metrics/metrics.js";
import { metricsAccess } from "./metrics-access.js";

export async function metricsRoutes(
  app: FastifyInstance,
  { token }: { token: string | undefined },
) {
  startProcessMetrics();
  app.get("/metrics", async (request, reply) => {
    const access = metricsAccess(request, token);
    if (access === "hidden") return reply.callNotFound();
    if (access === "forbidden") throw new ApiError("forbidden", "The metrics token is not valid.");
    const text = await (inCluster() ? clusterMetrics() : registry.metrics()).catch((error) => {
      request.log.error(
        { err: error },
        "metrics: the app processes' metrics could not be added up",
      );
      throw new ApiError("unavailable", "The metrics of every app process could not be gathered.");
    });
    return reply.header("Cache-Control", "no-store").type(registry.contentType).send(text);
  });
}
