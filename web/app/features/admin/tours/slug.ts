/** Slugs suggested from a title or a site name (the public addresses use them). */
import { RESERVED_STOP_SLUGS } from "@tours/shared/browser";

/** "Fisk University: Jubilee Hall" → "fisk-university-jubilee-hall". */
export function suggestSlug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** A stop slug free on this tour and not one of the tour's own address words. */
export function suggestStopSlug(siteName: string, taken: readonly string[]): string {
  let base = suggestSlug(siteName);
  if (base === "") return "";
  if (RESERVED_STOP_SLUGS.includes(base)) base = `${base}-stop`;
  let slug = base;
  for (let n = 2; taken.includes(slug); n++) slug = `${base}-${n}`;
  return slug;
}
