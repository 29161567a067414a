import type {
  ArchiveRecord,
  ParsedRecordInput,
  RecordImage,
  MediaItem,
  StopRecordSummary,
} from "@tours/shared";
import type { RecordsTable } from "./records.module.js";
import { fromJson, toJson } from "../../lib/json-column.js";

type RecordRow = RecordsTable;

const coordinates = (row: Pick<RecordRow, "lat" | "lng">) =>
  row.lat !== null && row.lng !== null ? { lat: Number(row.lat), lng: Number(row.lng) } : null;

export function presentRecord(row: RecordRow, tourIds: string[]): ArchiveRecord {
  return {
    id: row.id,
    slug: row.slug,
    Title: row.title,
    Type: row.type,
    Creator: row.creator,
    Author: row.author,
    Address: row.address,
    Coordinates: coordinates(row),
    Description: row.description,
    Source: fromJson<string[]>(row.sources),
    Date: row.date,
    Contributor: fromJson<string[]>(row.contributors),
    RelationLink: row.relation_link,
    RelationText: row.relation_text,
    Coverage: row.coverage,
    Rights: row.rights,
    Subject: fromJson<string[]>(row.subjects),
    Keyword: fromJson<string[]>(row.keywords),
    Tours: tourIds,
    Notes: row.notes,
    audios: fromJson<MediaItem[]>(row.audios),
    videos: fromJson<MediaItem[]>(row.videos),
    images: fromJson<RecordImage[]>(row.images),
    version: Number(row.version),
    updatedAt: row.updated_at,
  };
}

/** A record as the tour editor shows it beside a stop: named and placed. */
export function presentRecordSummary(
  row: Pick<RecordRow, "id" | "slug" | "title" | "type" | "lat" | "lng">,
): StopRecordSummary {
  return {
    id: row.id,
    slug: row.slug,
    Title: row.title,
    Type: row.type,
    Coordinates: coordinates(row),
  };
}

/** Columns written from a validated input (id, version and timestamps are the service's). */
export function recordColumns(input: ParsedRecordInput) {
  return {
    slug: input.slug,
    title: input.Title,
    type: input.Type,
    creator: input.Creator,
    author: input.Author,
    address: input.Address,
    lat: input.Coordinates?.lat ?? null,
    lng: input.Coordinates?.lng ?? null,
    description: input.Description,
    sources: toJson(cleanList(input.Source)),
    date: input.Date,
    contributors: toJson(cleanList(input.Contributor)),
    relation_link: input.RelationLink?.trim() ?? "",
    relation_text: input.RelationText?.trim() ?? "",
    coverage: input.Coverage,
    rights: input.Rights,
    subjects: toJson(cleanList(input.Subject)),
    keywords: toJson(cleanList(input.Keyword)),
    notes: input.Notes,
    audios: toJson(input.audios.filter((a) => a.path !== "")),
    videos: toJson(input.videos.filter((v) => v.path !== "")),
    images: toJson(input.images),
  };
}

/** Trims, drops empty entries and duplicates (case-insensitively), keeps the first spelling. */
export function cleanList(values: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (value === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}
