import { z } from "zod";
import { isHttpUrl, requiredLine, singleLineText, version } from "../common/common.schema.js";

export const featuredToursInput = z.object({
  featuredTours: z
    .array(requiredLine)
    .refine((ids) => new Set(ids).size === ids.length, "A tour can be featured only once"),
  version,
});

const socialUrl = singleLineText
  .trim()
  .refine(
    (value) => value === "" || isHttpUrl(value),
    "Start the address with https:// (or leave it empty)",
  );

export const socialLinks = z.object({
  facebook: socialUrl,
  twitter: socialUrl,
  instagram: socialUrl,
  tiktok: socialUrl,
  version,
});

/** The featured tours as the admin reads them: their ids in order, and the list's version. */
export const featuredTours = z.object({
  featuredTours: z.array(requiredLine),
  version: z.number().int(),
});

export type FeaturedToursInput = z.infer<typeof featuredToursInput>;
export type FeaturedTours = z.infer<typeof featuredTours>;
export type SocialLinksInput = z.infer<typeof socialLinks>;
export type SocialLinks = Required<SocialLinksInput>;
