/** The analytics_events table: batch inserts that skip events already stored, and one lookup. */
import type { Db } from "../../db/database.js";
import type { AnalyticsEventsTable } from "./analytics.module.js";

/** At most this many events in one answer of listByLabel. */
const LIST_LIMIT = 1000;

export interface StoredEvent {
  eventId: string | null;
  category: string;
  action: string;
  label: string;
  value: number | null;
  createdAt: string;
}

export function createAnalyticsRepository(db: Db) {
  return {
    /** Inserts the rows whose event_id is not stored yet (insert-or-ignore on both engines). */
    async insertNew(rows: AnalyticsEventsTable[]): Promise<void> {
      await db
        .insertInto("analytics_events")
        .values(rows)
        .onConflict((conflict) => conflict.column("event_id").doNothing())
        .execute();
    },

    async listByLabel(label: string): Promise<StoredEvent[]> {
      const rows = await db
        .selectFrom("analytics_events")
        .selectAll()
        .where("label", "=", label)
        .orderBy("created_at")
        .orderBy("id")
        .limit(LIST_LIMIT)
        .execute();
      return rows.map((row) => ({
        eventId: row.event_id,
        category: row.category,
        action: row.action,
        label: row.label,
        value: row.value,
        createdAt: row.created_at,
      }));
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
