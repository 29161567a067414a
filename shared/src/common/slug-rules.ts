/**
 * The one slug rule (a public address's last part) and the one way to suggest a slug from a
 * title, shared by the schemas and the admin's editors.
 */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_HELP = "Use lowercase letters, numbers and single hyphens";

/** What is wrong with a slug typed in an editor, or null (an empty one is the caller's case). */
export function slugProblem(slug: string): string | null {
  const text = slug.trim();
  return text === "" || SLUG_PATTERN.test(text) ? null : SLUG_HELP;
}

/** "Fisk University: Jubilee Hall" → "fisk-university-jubilee-hall"; at most 80 characters. */
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
