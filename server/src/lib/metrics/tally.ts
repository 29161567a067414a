/**
 * A Prometheus counter kept as plain numbers: `row(labels)` is looked up once and then counts
 * with an addition, where prom-client's own Counter checks and hashes the labels on every call.
 * The counter is a prom-client metric whose get() reads the rows, so the text format and the
 * cluster's aggregation are prom-client's.
 */
import { Counter, type MetricType, type Registry } from "prom-client";

/** What get() of a metric kept here answers besides its values. */
export function described(name: string, help: string, type: "counter" | "histogram") {
  return {
    name,
    help,
    // prom-client's typings declare `type` a numeric enum; its code and the text format use the word.
    type: type as unknown as MetricType,
    aggregator: "sum" as const,
    // Nothing to collect: the numbers are always up to date.
    collect: () => {},
  };
}

export interface TallyRow {
  inc(by?: number): void;
}

export function createTally<L extends string>(
  registry: Registry,
  { name, help, labelNames }: { name: string; help: string; labelNames: L[] },
) {
  const rows = new Map<string, { labels: Record<L, string>; value: number }>();

  class Tally extends Counter<L> {
    override async get() {
      return { ...described(name, help, "counter"), values: [...rows.values()] };
    }
  }
  new Tally({ name, help, labelNames, registers: [registry] });

  return {
    /** The row of these labels, to count with (keep it: looking it up is the slow part). */
    row(labels: Record<L, string>): TallyRow {
      const key = labelNames.map((label) => labels[label]).join("\u0000");
      let row = rows.get(key);
      if (!row) {
        row = { labels, value: 0 };
        rows.set(key, row);
      }
      const counted = row;
      return {
        inc(by = 1) {
          counted.value += by;
        },
      };
    },
  };
}
