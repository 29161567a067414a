import { z } from "zod";
import { isHttpUrl, requiredString } from "../common/common.schema.js";

export const featuredToursInput = z.object({
  featuredTours: z
    .array(requiredString)
    .refine((ids) => new Set(ids).size === ids.length, "A tour can be featured only once"),
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
});

export type FeaturedToursInput = z.infer<typeof featuredToursInput>;
export type SocialLinks = z.infer<typeof socialLinks>;
