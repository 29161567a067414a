import { z } from "zod";
import { isHttpUrl, requiredString, version } from "../common/common.schema.js";

export const featuredToursInput = z.object({
  featuredTours: z
    .array(requiredString)
    .refine((ids) => new Set(ids).size === ids.length, "A tour can be featured only once"),
  version,
});

const socialUrl = z
  .string()
  .trim()
  .refine((value) => value === "" || isHttpUrl(value), "Must be an http(s) address or empty");

export const socialLinks = z.object({
  facebook: socialUrl,
  twitter: socialUrl,
  instagram: socialUrl,
  tiktok: socialUrl,
  version,
});

export type FeaturedToursInput = z.infer<typeof featuredToursInput>;
export type SocialLinksInput = z.infer<typeof socialLinks>;
export type SocialLinks = Required<SocialLinksInput>;
