/** Meta tags of a landing page that found nothing: the usual tags, kept out of search engines. */
import type { MetaDescriptor } from "react-router";
import { type RootData, seo } from "../../lib/seo";

/** What a landing page looked for, and what it says when that does not exist (SPEC §9). */
export const NOT_FOUND = {
  record: { title: "Record not found", message: "No record found..." },
  tour: { title: "Tour not found", message: "No tour found" },
} as const;

export function notFoundMeta(
  { baseUrl, siteName }: RootData,
  missing: keyof typeof NOT_FOUND,
  path: string,
): MetaDescriptor[] {
  const { title, message } = NOT_FOUND[missing];
  return seo(baseUrl, siteName, { title, description: message, path, noindex: true });
}
