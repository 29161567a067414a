/** The Relation Link check (SPEC §5 Record): a warning only, never a reason to refuse a save. */

export const RELATION_LINK_HELP =
  "Only fully qualified HTTP URLs e.g. https://nashville.gov or http://example.com";

export const relationLinkWarningText = (url: string) =>
  `Warning: URL ${url} failed validation and may not be correct. Ensure It works correctly before saving this record.`;

/** True for an http or https URL whose host ends in a part of at least two characters. */
export function isQualifiedHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  const parts = url.hostname.split(".");
  return parts.length >= 2 && (parts.at(-1)?.length ?? 0) >= 2;
}

/** The SPEC's warning for a non-empty value that fails the check; null otherwise. */
export function relationLinkWarning(value: string): string | null {
  const text = value.trim();
  if (text === "" || isQualifiedHttpUrl(text)) return null;
  return relationLinkWarningText(text);
}
