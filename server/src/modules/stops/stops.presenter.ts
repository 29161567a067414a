import type { CaptionedImage, ParsedStopInput, Stop } from "@tours/shared";
import type { StopsTable } from "../../db/schema.js";
import { fromJson, toJson } from "../../lib/json-column.js";

export function presentStop(row: StopsTable): Stop {
  return {
    id: row.id,
    slug: row.slug,
    siteName: row.site_name,
    narrativeText: row.narrative_text,
    tourId: row.tour_id,
    recordId: row.record_id,
    audio: { path: row.audio_path, transcript: row.audio_transcript },
    images: fromJson<CaptionedImage[]>(row.images),
    content: fromJson<string[]>(row.content),
    version: Number(row.version),
    updatedAt: row.updated_at,
  };
}

export function stopColumns(input: ParsedStopInput) {
  return {
    slug: input.slug,
    site_name: input.siteName,
    narrative_text: input.narrativeText,
    tour_id: input.tourId,
    record_id: input.recordId,
    audio_path: input.audio.path,
    audio_transcript: input.audio.transcript,
    images: toJson(input.images),
    content: toJson(input.content),
  };
}
