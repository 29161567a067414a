/**
 * What keeps a record from being saved (SPEC §5 Record (admin)): the server's own schema for
 * POST/PUT /records, run on what the draft would send, its issues placed at the form's fields
 * (`Coordinates.lat` → the Coordinates field) and said with the fields' labels.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { recordInput } from "@tours/shared";
import {
  checkWith,
  type DraftRules,
  inWords,
  type Issue,
  labelOf,
  rankOf,
} from "../ui/draft-issues";
import { type RecordDraft, toInput } from "./record-draft";

/** The form's fields in the order shown, with their labels. */
const FIELDS = [
  ["Title", "Title"],
  ["Type", "Type"],
  ["slug", "Slug"],
  ["Creator", "Creator"],
  ["Author", "Author"],
  ["Address", "Address"],
  ["Coordinates", "Coordinates"],
  ["Description", "Description"],
  ["Source", "Source"],
  ["Date", "Date"],
  ["Contributor", "Contributor"],
  ["RelationLink", "Relation Link"],
  ["RelationText", "Relation Text"],
  ["Coverage", "Coverage"],
  ["Rights", "Rights"],
  ["Subject", "Subject"],
  ["Keyword", "Keyword"],
  ["Notes", "Notes"],
  ["images", "Images"],
  ["audios", "Audio"],
  ["videos", "Video"],
  ["media", "Media"],
] as const;

const MEDIA_ITEMS: Record<string, string> = { images: "Image", audios: "Audio", videos: "Video" };

export const BOTH_COORDINATES = "Fill in both latitude and longitude, or leave both empty.";
export const LATITUDE =
  "Latitude must be a decimal number between -90 and 90, not 0 (e.g. 36.1433).";
export const LONGITUDE =
  "Longitude must be a decimal number between -180 and 180, not 0 (e.g. -86.7747).";

/** What the Coordinates field says of an issue with the latitude or longitude typed. */
function coordinatesMessage(issue: Issue, draft: RecordDraft): string {
  if (draft.lat.trim() === "" || draft.lng.trim() === "") return BOTH_COORDINATES;
  return issue.path.endsWith(".lng") ? LONGITUDE : LATITUDE;
}

export const recordRules: DraftRules<RecordDraft> = {
  check: checkWith(zodResolver(recordInput), toInput),
  problemOf(issue, draft) {
    const [field = "", index, part] = issue.path.split(".");
    const item = MEDIA_ITEMS[field];
    // A file the server has no such stored file for: said at the media's file chooser.
    if (item && index !== undefined && part === "path") {
      return { field: "media", message: `${item} ${Number(index) + 1}: ${issue.message}` };
    }
    const coordinates = field === "Coordinates" && issue.type !== undefined;
    return {
      field,
      message: coordinates
        ? coordinatesMessage(issue, draft)
        : inWords(labelOf(FIELDS, field), issue),
    };
  },
  rankOf: (field) => rankOf(FIELDS, field),
};
