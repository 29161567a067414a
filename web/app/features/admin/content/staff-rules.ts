/**
 * What keeps a staff member from being saved (SPEC §3 Staff member): the server's own schema for
 * POST /content/staff, its issues said with the fields' labels.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { staffMemberInput } from "@tours/shared";
import { checkWith, type DraftRules, inWords, labelOf, rankOf } from "../ui/draft-issues";
import { type StaffDraft, toStaffInput } from "./staff-draft";

/** The form's fields in the order shown, with their labels; the photo's are `image.src`, `image.alt`. */
const FIELDS = [
  ["titleLine", "Title line"],
  ["sortOrder", "Sort order"],
  ["image.src", "Photo"],
  ["image.alt", "Photo description"],
  ["bio", "Bio"],
] as const;

export const WHOLE_NUMBER = "Enter a whole number, such as 1, 2 or 3.";

export const staffRules: DraftRules<StaffDraft> = {
  check: checkWith(zodResolver(staffMemberInput), toStaffInput),
  problemOf(issue) {
    const field = issue.path;
    // Not a number, or not a whole one.
    if (field === "sortOrder" && issue.type !== undefined) return { field, message: WHOLE_NUMBER };
    return { field, message: inWords(labelOf(FIELDS, field), issue) };
  },
  rankOf: (field) => rankOf(FIELDS, field),
};
