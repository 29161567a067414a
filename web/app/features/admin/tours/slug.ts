/** A stop's slug suggested from its site name (the tour's own slug: `suggestSlug`). */
import { RESERVED_STOP_SLUGS, suggestSlug } from "@tours/shared/browser";

/** A stop slug free on this tour and not one of the tour's own address words. */
export function suggestStopSlug(siteName: string, taken: readonly string[]): string {
  let base = suggestSlug(siteName);
  if (base === "") return "";
  if (RESERVED_STOP_SLUGS.includes(base)) base = `${base}-stop`;
  let slug = base;
  for (let n = 2; taken.includes(slug); n++) slug = `${base}-${n}`;
  return slug;
}
