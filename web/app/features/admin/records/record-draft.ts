/**
 * The record being edited (SPEC §3 Record, §5 Record (admin)): every field, coordinates as the two
 * texts typed, the empty draft of a new record, and what still keeps it from being saved.
 */
import type { ArchiveRecord, RecordImage, RecordInput } from "@tours/shared";
import { slugProblem } from "@tours/shared/browser";

export type ListField = "Source" | "Contributor" | "Subject" | "Keyword";
export type TextField =
  | "slug"
  | "Title"
  | "Type"
  | "Creator"
  | "Author"
  | "Address"
  | "Description"
  | "Date"
  | "RelationLink"
  | "RelationText"
  | "Coverage"
  | "Rights"
  | "Notes";

export type RecordDraft = Record<TextField, string> &
  Record<ListField, string[]> & {
    id: string;
    lat: string;
    lng: string;
    /** Read-only: the tours whose stops use the record (ignored on write). */
    Tours: string[];
    images: RecordImage[];
    audios: { path: string }[];
    videos: { path: string }[];
    /** The version this draft was read at; absent for a new record. */
    version?: number;
  };

export function newRecordDraft(id: string): RecordDraft {
  return {
    id,
    slug: "",
    Title: "",
    Type: "",
    Creator: "",
    Author: "",
    Address: "",
    lat: "",
    lng: "",
    Description: "",
    Source: [],
    Date: "",
    Contributor: [],
    RelationLink: "",
    RelationText: "",
    Coverage: "",
    Rights: "",
    Subject: [],
    Keyword: [],
    Tours: [],
    Notes: "",
    images: [],
    audios: [],
    videos: [],
  };
}

export function draftOf(record: ArchiveRecord): RecordDraft {
  const { Coordinates, updatedAt: _updatedAt, ...rest } = record;
  return {
    ...rest,
    lat: Coordinates ? String(Coordinates.lat) : "",
    lng: Coordinates ? String(Coordinates.lng) : "",
  };
}

export function sameDraft(a: RecordDraft, b: RecordDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** SPEC §5: the fields that carry the red star. */
export const REQUIRED_FIELDS = [
  ["Title", "Title"],
  ["Type", "Type"],
  ["slug", "Slug"],
] as const satisfies readonly (readonly [TextField, string])[];

export function missingFields(draft: RecordDraft): string[] {
  return REQUIRED_FIELDS.filter(([field]) => draft[field].trim() === "").map(([, label]) => label);
}

/** A decimal degree within ±limit and not zero (SPEC §5 Coordinates), or null. */
function degrees(text: string, limit: number): number | null {
  const value = text.trim();
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(value)) return null;
  const n = Number(value);
  return n !== 0 && Math.abs(n) <= limit ? n : null;
}

/** Why the two coordinate boxes cannot be saved as they are, or null (both empty is fine). */
export function coordinatesProblem(lat: string, lng: string): string | null {
  if (lat.trim() === "" && lng.trim() === "") return null;
  if (lat.trim() === "" || lng.trim() === "")
    return "Fill in both latitude and longitude, or leave both empty.";
  if (degrees(lat, 90) === null)
    return "Latitude must be a decimal number between -90 and 90, not 0 (e.g. 36.1433).";
  if (degrees(lng, 180) === null)
    return "Longitude must be a decimal number between -180 and 180, not 0 (e.g. -86.7747).";
  return null;
}

export function canSave(draft: RecordDraft): boolean {
  return (
    draft.id.trim() !== "" &&
    missingFields(draft).length === 0 &&
    slugProblem(draft.slug) === null &&
    coordinatesProblem(draft.lat, draft.lng) === null
  );
}

/** The body of POST/PUT /records. */
export function toInput(draft: RecordDraft): RecordInput {
  const { lat, lng, ...rest } = draft;
  const coordinates = coordinatesProblem(lat, lng) === null && lat.trim() !== "";
  return {
    ...rest,
    slug: draft.slug.trim(),
    Coordinates: coordinates ? { lat: Number(lat), lng: Number(lng) } : null,
  };
}
