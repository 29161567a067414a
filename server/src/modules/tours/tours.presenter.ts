import type { CaptionedImage, ParsedTourInput, Tour, TourCategory, TourRoute } from "@tours/shared";
import type { ToursTable } from "./tours.module.js";
import { fromJson, toJson } from "../../lib/json-column.js";

export function presentTour(row: ToursTable, stopIds: string[]): Tour {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    categories: fromJson<TourCategory[]>(row.categories),
    duration: Number(row.duration),
    distance: Number(row.distance),
    stopIds,
    images: fromJson<CaptionedImage[]>(row.images),
    map: row.map,
    tourMapZoomLevel: Number(row.tour_map_zoom_level),
    nextStopMapZoomLevel: Number(row.next_stop_map_zoom_level),
    intro: row.intro,
    outro: row.outro,
    introAudio: row.intro_audio,
    outroAudio: row.outro_audio,
    introTranscript: row.intro_transcript,
    outroTranscript: row.outro_transcript,
    route: row.route ? fromJson<TourRoute>(row.route) : null,
    version: Number(row.version),
    updatedAt: row.updated_at,
  };
}

export function tourColumns(input: Omit<ParsedTourInput, "stopIds">) {
  return {
    slug: input.slug,
    title: input.title,
    description: input.description,
    categories: toJson([...new Set(input.categories)]),
    duration: input.duration,
    distance: input.distance,
    images: toJson(input.images),
    map: input.map,
    tour_map_zoom_level: input.tourMapZoomLevel,
    next_stop_map_zoom_level: input.nextStopMapZoomLevel,
    intro: input.intro,
    outro: input.outro,
    intro_audio: input.introAudio,
    outro_audio: input.outroAudio,
    intro_transcript: input.introTranscript,
    outro_transcript: input.outroTranscript,
    route: input.route ? toJson(input.route) : null,
  };
}
