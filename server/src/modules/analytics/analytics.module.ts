/** First-party analytics: the events pages send (POST /api/events) and what staff read of them. */
import { singleLineText } from "@tours/shared";
import { z } from "zod";
import * as analyticsEventIds from "../../db/migrations/0008_analytics_event_ids.js";
import { contract } from "../../lib/route-contract.js";
import type { ServerModule } from "../server-module.js";
import { createAnalyticsRepository, type AnalyticsRepository } from "./analytics.repository.js";
import { createAnalyticsService, type AnalyticsService } from "./analytics.service.js";

export interface AnalyticsEventsTable {
  id: string;
  category: string;
  action: string;
  label: string;
  value: number | null;
  created_at: string;
  /** The browser's id for the event: an event sent twice is stored once (NULL when none). */
  event_id: string | null;
}

declare module "../../db/schema.js" {
  interface Database {
    analytics_events: AnalyticsEventsTable;
  }
}
declare module "../../repositories.js" {
  interface Repositories {
    analytics: AnalyticsRepository;
  }
}
declare module "../../services.js" {
  interface Services {
    analytics: AnalyticsService;
  }
}

const eventsQuery = z.object({ label: singleLineText.trim().min(1, "Required").max(200) });

export const analyticsModule = {
  // Not content: a site with only events is still empty.
  tables: { analytics_events: "kept" },
  migrations: { "0008_analytics_event_ids": analyticsEventIds },
  repositories: (db) => ({ analytics: createAnalyticsRepository(db) }),
  services: ({ repos, onBackgroundError }) => ({
    analytics: createAnalyticsService(repos.analytics, onBackgroundError),
  }),
  adminRoutes(app, { services }) {
    // The stored analytics events with one label: what the pages really sent, once each.
    app.get<{ Querystring: z.output<typeof eventsQuery> }>(
      "/analytics/events",
      contract({ query: eventsQuery }),
      async (req) => {
        await services.analytics.flush();
        return services.analytics.listByLabel(req.query.label);
      },
    );
  },
} satisfies ServerModule;
