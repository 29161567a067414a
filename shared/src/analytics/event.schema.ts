import { z } from "zod";
import { singleLineText } from "../common/common.schema.js";

export const ANALYTICS_CATEGORIES = [
  "Tour",
  "Stop",
  "Record",
  "Map",
  "Search",
  "Nav",
  "Audio",
  "Images",
  "Donation",
  "LandingPage",
] as const;

/**
 * Body of POST /api/events. Carries no personal data by construction. `id` is made by the page
 * for each event (a random UUID, nothing about the visitor): an event sent again is stored once,
 * however its letters are cased (the id is kept in lower case).
 * `occurredAt` is when the page made it: an event kept offline and sent later is dated then, not
 * on arrival (the server believes it only within the last week: server/src/lib/claimed-time.ts).
 */
export const analyticsEventInput = z.object({
  id: z
    .uuid()
    .transform((id) => id.toLowerCase())
    .optional(),
  category: z.enum(ANALYTICS_CATEGORIES),
  action: singleLineText.trim().min(1).max(64),
  label: singleLineText.trim().max(200).default(""),
  value: z.number().finite().optional(),
  occurredAt: z.iso.datetime({ offset: true }).optional(),
});

export type AnalyticsEventInput = z.input<typeof analyticsEventInput>;
