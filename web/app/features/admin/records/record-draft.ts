/**
 * The record being edited (SPEC §3 Record, §5 Record (admin)): every field, coordinates as the two
 * texts typed, the empty draft of a new record, and the body it saves as.
 */
import type { ArchiveRecord, RecordImage, RecordInput } from "@tours/shared";

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

/** A decimal degree as typed ("36.1433", "-86.7"), or NaN when it is not written as one. */
export function degreesOf(text: string): number {
  const value = text.trim();
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
}

/** The coordinates typed: null when both boxes are empty (NaN where a box holds no degree). */
export function coordinatesOf(lat: string, lng: string): RecordInput["Coordinates"] {
  if (lat.trim() === "" && lng.trim() === "") return null;
  return { lat: degreesOf(lat), lng: degreesOf(lng) };
}

/** The body of POST/PUT /records. */
export function toInput(draft: RecordDraft): RecordInput {
  const { lat, lng, ...rest } = draft;
  return { ...rest, slug: draft.slug.trim(), Coordinates: coordinatesOf(lat, lng) };
}
