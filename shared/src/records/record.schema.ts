import { z } from "zod";
import {
  entityId,
  mediaItem,
  multiLineText,
  requiredLine,
  singleLineText,
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
  path: requiredLine,
  caption: multiLineText,
  associated_records: z
    .array(z.object({ record_id: singleLineText, record_title: singleLineText }))
    .default([]),
});

/** Body of POST/PUT /dashboard/api/records (SPEC §5 Record). */
export const recordInput = z.object({
  id: entityId,
  slug,
  Title: title,
  Type: requiredLine,
  Creator: singleLineText,
  Author: singleLineText,
  Address: singleLineText,
  Coordinates: coordinates.nullish(),
  Description: multiLineText,
  Source: z.array(singleLineText),
  Date: singleLineText,
  Contributor: z.array(singleLineText),
  RelationLink: singleLineText.optional(),
  RelationText: singleLineText.optional(),
  Coverage: singleLineText,
  Rights: singleLineText,
  Subject: z.array(singleLineText),
  Keyword: z.array(singleLineText),
  /** Ignored on write: a record's tours are the tours whose stops use it. */
  Tours: z.array(singleLineText),
  Notes: multiLineText,
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
