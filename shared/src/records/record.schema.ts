import { z } from "zod";
import {
  entityId,
  mediaItem,
  requiredString,
  slug,
  title,
  version,
} from "../common/common.schema.js";

const nonZeroCoordinate = (min: number, max: number) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine((n) => n !== 0, "Must not be zero");

export const coordinates = z.object({
  lat: nonZeroCoordinate(-90, 90),
  lng: nonZeroCoordinate(-180, 180),
});

export const recordImage = z.object({
  path: requiredString,
  caption: z.string(),
  associated_records: z
    .array(z.object({ record_id: z.string(), record_title: z.string() }))
    .default([]),
});

/** Body of POST/PUT /dashboard/api/records (SPEC §5 Record). */
export const recordInput = z.object({
  id: entityId,
  slug,
  Title: title,
  Type: requiredString,
  Creator: z.string(),
  Author: z.string(),
  Address: z.string(),
  Coordinates: coordinates.nullish(),
  Description: z.string(),
  Source: z.array(z.string()),
  Date: z.string(),
  Contributor: z.array(z.string()),
  RelationLink: z.string().optional(),
  RelationText: z.string().optional(),
  Coverage: z.string(),
  Rights: z.string(),
  Subject: z.array(z.string()),
  Keyword: z.array(z.string()),
  /** Ignored on write: a record's tours are the tours whose stops use it. */
  Tours: z.array(z.string()),
  Notes: z.string(),
  audios: z.array(mediaItem),
  videos: z.array(mediaItem),
  images: z.array(recordImage),
  version,
});

export const record = recordInput.extend({
  Coordinates: coordinates.nullable(),
  RelationLink: z.string(),
  RelationText: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});

export type Coordinates = z.infer<typeof coordinates>;
export type RecordImage = z.infer<typeof recordImage>;
export type RecordInput = z.input<typeof recordInput>;
export type ParsedRecordInput = z.output<typeof recordInput>;
export type ArchiveRecord = z.infer<typeof record>;
