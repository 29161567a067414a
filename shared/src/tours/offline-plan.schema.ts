/** GET /api/tours/{id}/offline as a schema: the server builds the answer through it. */
import { z } from "zod";
import type { OfflinePlan } from "./offline-plan.js";

const offlineImageCopy = z.object({
  url: z.string(),
  width: z.number(),
  type: z.string(),
  bytes: z.number(),
});

const offlineFile = z.object({
  url: z.string(),
  kind: z.enum(["page", "data", "media", "map", "code", "redirect"]),
  bytes: z.number(),
  range: z.string().optional(),
  copies: z.array(offlineImageCopy).optional(),
  shownIn: z.literal("card").optional(),
  location: z.string().optional(),
});

export const offlinePlan = z.object({
  tourId: z.string(),
  tourSlug: z.string(),
  title: z.string(),
  revision: z.string(),
  bytes: z.number(),
  files: z.array(offlineFile),
}) satisfies z.ZodType<OfflinePlan>;
