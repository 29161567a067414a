/**
 * The one slug rule (a public address's last part) and the one way to suggest a slug from a
 * title, shared by the schemas and the admin's editors.
 */
import { MAX_ID_LENGTH } from "./limits.js";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_HELP = "Use lowercase letters, numbers and single hyphens";

/**
 * "Fisk University: Jubilee Hall" → "fisk-university-jubilee-hall"; at most MAX_ID_LENGTH
 * characters, so that the schema takes what is suggested, cut after a whole word where the title
 * is longer (a single word longer than that is cut where it must).
 */
export function suggestSlug(text: string): string {
  const whole = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (whole.length <= MAX_ID_LENGTH) return whole;
  const wordEnd = whole.lastIndexOf("-", MAX_ID_LENGTH);
  return wordEnd > 0 ? whole.slice(0, wordEnd) : whole.slice(0, MAX_ID_LENGTH);
}
