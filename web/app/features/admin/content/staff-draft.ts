/**
 * A staff member being edited (SPEC §3 Staff member): the sort order as typed, the empty draft of
 * a new member, and the body a save sends.
 */
import type { StaffMember, StaffMemberInput } from "@tours/shared";
import { nextSortOrder } from "./staff";

export interface StaffDraft {
  /** "" for a new member: the server gives it its id. */
  id: string;
  titleLine: string;
  bio: string;
  /** As typed in its number field. */
  sortOrder: string;
  image: { src: string; alt: string };
  /** The version this draft was read at; absent for a new member. */
  version?: number;
}

/** A new member goes last unless the editor chooses otherwise. */
export function newStaffDraft(staff: readonly StaffMember[]): StaffDraft {
  return {
    id: "",
    titleLine: "",
    bio: "",
    sortOrder: String(nextSortOrder(staff)),
    image: { src: "", alt: "" },
  };
}

export function staffDraftOf(member: StaffMember): StaffDraft {
  const { id, titleLine, bio, sortOrder, image, version } = member;
  return { id, titleLine, bio, sortOrder: String(sortOrder), image: { ...image }, version };
}

/** The body of POST /content/staff(/{id}): only the fields a save sends. */
export function toStaffInput(draft: StaffDraft): StaffMemberInput {
  const { titleLine, bio, sortOrder, image, version } = draft;
  const order = sortOrder.trim() === "" ? Number.NaN : Number(sortOrder);
  return { titleLine, bio, sortOrder: order, image, ...(version === undefined ? {} : { version }) };
}

export const sameStaffDraft = (a: StaffDraft, b: StaffDraft) =>
  JSON.stringify(a) === JSON.stringify(b);
