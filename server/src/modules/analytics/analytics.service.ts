/**
 * First-party analytics: category, action, optional label and value; no cookie, no personal data.
 * Events are written in batches (at most a second late) so counting never slows a visitor down.
 * An event carrying its page-made id is stored once, however often it is sent (offline replays),
 * and dated when the page made it (within a week: claimed-time.ts).
 */
import { randomUUID } from "node:crypto";
import { analyticsEventInput } from "@tours/shared";
import type { AnalyticsEventsTable } from "./analytics.module.js";
import { createBatchWriter } from "../../lib/batch-writer.js";
import { claimedTime } from "../../lib/claimed-time.js";
import { parseWith } from "../../lib/validate.js";
import type { AnalyticsRepository } from "./analytics.repository.js";

interface AnalyticsEvent {
  id?: string | undefined;
  category: string;
  action: string;
  label: string;
  value?: number | undefined;
  occurredAt?: string | undefined;
}

export function createAnalyticsService(
  repo: AnalyticsRepository,
  onError: (error: unknown) => void,
) {
  const events = createBatchWriter<AnalyticsEventsTable>((batch) => repo.insertNew(batch), onError);

  function record(event: AnalyticsEvent): void {
    // The same event twice in one batch: the second is dropped here, a later one by the database.
    if (event.id && events.queued((queued) => queued.event_id === event.id)) return;
    events.add({
      id: randomUUID(),
      event_id: event.id ?? null,
      category: event.category,
      action: event.action,
      label: event.label,
      value: event.value ?? null,
      created_at: claimedTime(event.occurredAt),
    });
  }

  return {
    record: (body: unknown) => record(parseWith(analyticsEventInput, body)),
    recordSearch: (keyword: string) =>
      record({ category: "Search", action: "Keyword", label: keyword.slice(0, 200) }),
    /** Stored events with this label, oldest first (staff: checking what a page sent). */
    listByLabel: (label: string) => repo.listByLabel(label),
    /** Writes what is queued; called on shutdown and by tests. */
    flush: events.flush,
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
