/** Staff members as the admin lists and edits them (SPEC §3 Staff member, §9 sorting). */
import type { StaffMember } from "@tours/shared";

/** Ascending by sortOrder; equal orders by title line, as the public About Us page shows them. */
export function sortStaff(staff: readonly StaffMember[]): StaffMember[] {
  return [...staff].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.titleLine.localeCompare(b.titleLine),
  );
}

/** A new member goes last unless the editor chooses otherwise. */
export function nextSortOrder(staff: readonly StaffMember[]): number {
  return staff.reduce((max, member) => Math.max(max, member.sortOrder), 0) + 1;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** The start of a bio's text (the bio is stored HTML), cut at a word within `max` characters. */
export function bioExcerpt(html: string, max = 160): string {
  const text = html
    .replace(/<\/?(?:p|br|li|ul|ol|h[1-6]|blockquote|hr|div)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#")) {
        const code =
          name[1]?.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")}…`;
}
