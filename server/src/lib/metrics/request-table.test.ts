import { AggregatorRegistry, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { sampleSum } from "../../test/prometheus-text.js";
import { createRequestTable } from "./request-table.js";
import { createTally } from "./tally.js";

/** One app process's metrics: a request table and a tally in a registry of their own. */
function processMetrics() {
  const registry = new Registry();
  const requests = createRequestTable({
    registry,
    counterName: "requests_total",
    histogramName: "request_seconds",
    counterHelp: "requests",
    histogramHelp: "request times",
    bounds: [0.01, 0.1],
  });
  const hits = createTally(registry, { name: "hits_total", help: "hits", labelNames: ["cache"] });
  const observe = (route: string, seconds: number) =>
    requests.observe(
      `GET 200 ${route}`,
      () => ({ method: "GET", route, status_class: "2xx" }),
      seconds,
    );
  return { registry, observe, hit: hits.row({ cache: "page" }) };
}

describe("request table and tally", () => {
  it("write prom-client's text format, with cumulative buckets", async () => {
    const m = processMetrics();
    for (const seconds of [0.005, 0.05, 0.5]) m.observe("/api/tours", seconds);
    m.hit.inc();
    m.hit.inc(2);
    const text = await m.registry.metrics();
    const route = { route: "/api/tours" };
    expect(text).toContain("# TYPE request_seconds histogram");
    expect(sampleSum(text, "requests_total", route)).toBe(3);
    expect(sampleSum(text, "request_seconds_bucket", { ...route, le: "0.01" })).toBe(1);
    expect(sampleSum(text, "request_seconds_bucket", { ...route, le: "0.1" })).toBe(2);
    expect(sampleSum(text, "request_seconds_bucket", { ...route, le: "+Inf" })).toBe(3);
    expect(sampleSum(text, "request_seconds_count", route)).toBe(3);
    expect(sampleSum(text, "request_seconds_sum", route)).toBeCloseTo(0.555);
    expect(sampleSum(text, "hits_total", { cache: "page" })).toBe(3);
  });

  it("add up across processes with prom-client's AggregatorRegistry, series by series", async () => {
    const [a, b] = [processMetrics(), processMetrics()];
    a.observe("/api/tours", 0.005);
    b.observe("/api/tours", 0.05);
    b.observe("/tours", 0.05);
    a.hit.inc();
    b.hit.inc();
    const sum = AggregatorRegistry.aggregate([
      await a.registry.getMetricsAsJSON(),
      await b.registry.getMetricsAsJSON(),
    ]);
    const text = await sum.metrics();
    expect(sampleSum(text, "requests_total", { route: "/api/tours" })).toBe(2);
    expect(sampleSum(text, "requests_total", { route: "/tours" })).toBe(1);
    expect(sampleSum(text, "request_seconds_bucket", { route: "/api/tours", le: "0.01" })).toBe(1);
    expect(sampleSum(text, "request_seconds_bucket", { route: "/api/tours", le: "0.1" })).toBe(2);
    expect(sampleSum(text, "hits_total", { cache: "page" })).toBe(2);
  });
});
