import type {
  CaptionedImage,
  ParsedStopInput,
  Stop,
  StopSearchHit,
  StopSearchResult,
} from "@tours/shared";
import type { StopsTable } from "../tours/tours.module.js";
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

/** A stop as the keyword search answers it (SPEC §7): only id, slug, siteName and tourId. */
export function presentSearchHit(row: {
  id: string;
  slug: string;
  site_name: string;
  tour_id: string;
}): StopSearchHit {
  return { id: row.id, slug: row.slug, siteName: row.site_name, tourId: row.tour_id };
}

/** A search hit with what a link to it needs of its tour. */
export function presentSearchResult(
  row: Parameters<typeof presentSearchHit>[0] & { tour_slug: string; tour_title: string },
): StopSearchResult {
  return { ...presentSearchHit(row), tourSlug: row.tour_slug, tourTitle: row.tour_title };
}

/** A result as the paged API answers it: the same fields as the whole list's hits. */
export const toSearchHit = ({ id, slug, siteName, tourId }: StopSearchHit): StopSearchHit => ({
  id,
  slug,
  siteName,
  tourId,
});
