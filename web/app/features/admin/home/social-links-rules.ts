/** What keeps the social links from being saved: the server's own schema for POST /socialLinks. */
import { zodResolver } from "@hookform/resolvers/zod";
import { type SocialLinks, socialLinks } from "@tours/shared";
import { checkWith, type DraftRules, inWords, labelOf, rankOf } from "../ui/draft-issues";

/** The four links in the order shown, with their labels. */
export const SOCIAL_FIELDS = [
  ["facebook", "Facebook"],
  ["twitter", "Twitter"],
  ["instagram", "Instagram"],
  ["tiktok", "TikTok"],
] as const;

export const socialLinksRules: DraftRules<SocialLinks> = {
  check: checkWith(zodResolver(socialLinks), (draft: SocialLinks) => draft),
  problemOf: (issue) => ({
    field: issue.path,
    message: inWords(labelOf(SOCIAL_FIELDS, issue.path), issue),
  }),
  rankOf: (field) => rankOf(SOCIAL_FIELDS, field),
};

export const sameLinks = (a: SocialLinks, b: SocialLinks) =>
  a.version === b.version && SOCIAL_FIELDS.every(([field]) => a[field] === b[field]);
