/** First-party analytics: category, action, optional label and value; no cookie, no personal data. */
import { randomUUID } from "node:crypto";
import { analyticsEventInput } from "@tours/shared";
import type { Db } from "../../db/database.js";
import { nowIso } from "../../lib/json-column.js";
import { parseWith } from "../../lib/validate.js";

export function createAnalyticsService(db: Db) {
  async function record(event: {
    category: string;
    action: string;
    label: string;
    value?: number | undefined;
  }): Promise<void> {
    await db
      .insertInto("analytics_events")
      .values({
        id: randomUUID(),
        category: event.category,
        action: event.action,
        label: event.label,
        value: event.value ?? null,
        created_at: nowIso(),
      })
      .execute();
  }

  return {
    record: (body: unknown) => record(parseWith(analyticsEventInput, body)),
    recordSearch: (keyword: string) =>
      record({ category: "Search", action: "Keyword", label: keyword.slice(0, 200) }),
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
