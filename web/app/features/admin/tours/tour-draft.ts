/**
 * The tour being edited with its stops (SPEC §3 Tour, Stop): numbers as typed, media that may
 * still be files waiting to be uploaded, and the bodies of PUT /tours/{id}/with-stops.
 */
import type {
  AdminTourStop,
  Stop,
  StopInput,
  StopRecordSummary,
  Tour,
  TourCategory,
  TourWithStopsInput,
} from "@tours/shared";
import { DEFAULT_NEXT_STOP_MAP_ZOOM, DEFAULT_TOUR_MAP_ZOOM } from "@tours/shared/browser";
import { DEFAULT_MAP_STYLE_URL } from "../../map/map-config";

/** An image of the tour or a stop; `file` is chosen but not uploaded yet (then `path` is ""). */
export interface ImageDraft {
  key: string;
  path: string;
  caption: string;
  file?: File;
  /** An object URL of `file`, for its preview. */
  preview?: string;
}

/** One narration: its audio file (`path` "" and no `file` means none) and its transcript. */
export interface AudioDraft {
  key: string;
  path: string;
  file?: File;
  /** Plain text; paragraphs are separated by blank lines. */
  transcript: string;
}

export interface StopDraft {
  id: string;
  slug: string;
  siteName: string;
  narrativeText: string;
  tourId: string;
  recordId: string;
  /** The chosen record, to name it (and place the map preview); null until one is chosen. */
  record: StopRecordSummary | null;
  audio: AudioDraft;
  images: ImageDraft[];
  /** Further passages; not edited here, kept as they are. */
  content: string[];
  /** Absent for a stop not saved yet. */
  version?: number;
}

export interface TourDraft {
  id: string;
  slug: string;
  title: string;
  description: string;
  categories: TourCategory[];
  /** As typed in the number fields. */
  duration: string;
  distance: string;
  images: ImageDraft[];
  map: string;
  tourMapZoomLevel: number;
  nextStopMapZoomLevel: number;
  intro: string;
  outro: string;
  introAudio: AudioDraft;
  outroAudio: AudioDraft;
  /** The drawn route's points as [lng, lat]; empty without a route. */
  route: [number, number][];
  stops: StopDraft[];
  /** Absent for a new tour. */
  version?: number;
}

const imagesOf = (images: { path: string; caption: string }[], owner: string): ImageDraft[] =>
  images.map((image, i) => ({
    key: `${owner}-image-${i}`,
    path: image.path,
    caption: image.caption,
  }));

export function newTourDraft(id: string): TourDraft {
  return {
    id,
    slug: "",
    title: "",
    description: "",
    categories: [],
    duration: "",
    distance: "",
    images: [],
    map: DEFAULT_MAP_STYLE_URL,
    tourMapZoomLevel: DEFAULT_TOUR_MAP_ZOOM,
    nextStopMapZoomLevel: DEFAULT_NEXT_STOP_MAP_ZOOM,
    intro: "",
    outro: "",
    introAudio: { key: "intro-audio", path: "", transcript: "" },
    outroAudio: { key: "outro-audio", path: "", transcript: "" },
    route: [],
    stops: [],
  };
}

export function newStopDraft(id: string, tourId: string): StopDraft {
  return {
    id,
    slug: "",
    siteName: "",
    narrativeText: "",
    tourId,
    recordId: "",
    record: null,
    audio: { key: `${id}-audio`, path: "", transcript: "" },
    images: [],
    content: [],
  };
}

export function stopDraftOf(stop: Stop, record: StopRecordSummary | null): StopDraft {
  return {
    id: stop.id,
    slug: stop.slug,
    siteName: stop.siteName,
    narrativeText: stop.narrativeText,
    tourId: stop.tourId,
    recordId: stop.recordId,
    record,
    audio: { key: `${stop.id}-audio`, ...stop.audio },
    images: imagesOf(stop.images, stop.id),
    content: stop.content,
    version: stop.version,
  };
}

export function tourDraftOf(tour: Tour, stops: AdminTourStop[]): TourDraft {
  return {
    id: tour.id,
    slug: tour.slug,
    title: tour.title,
    description: tour.description,
    categories: tour.categories,
    duration: String(tour.duration),
    distance: String(tour.distance),
    images: imagesOf(tour.images, "tour"),
    map: tour.map,
    tourMapZoomLevel: tour.tourMapZoomLevel,
    nextStopMapZoomLevel: tour.nextStopMapZoomLevel,
    intro: tour.intro,
    outro: tour.outro,
    introAudio: { key: "intro-audio", path: tour.introAudio, transcript: tour.introTranscript },
    outroAudio: { key: "outro-audio", path: tour.outroAudio, transcript: tour.outroTranscript },
    route: tour.route?.coordinates ?? [],
    stops: stops.map((stop) => stopDraftOf(stop, stop.record)),
    version: tour.version,
  };
}

/** "Stop 2 (Capitol)": how messages name a stop. */
export function stopName(stop: StopDraft, index: number): string {
  const name = stop.siteName.trim();
  return name ? `Stop ${index + 1} (${name})` : `Stop ${index + 1}`;
}

/** A number field's text as a number, or NaN when it is not one. */
export function numberOf(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

const imageInputs = (images: ImageDraft[]) =>
  images.map((image) => ({ path: image.path, caption: image.caption }));

export function toStopInput(stop: StopDraft): StopInput {
  return {
    id: stop.id,
    slug: stop.slug.trim(),
    siteName: stop.siteName.trim(),
    narrativeText: stop.narrativeText,
    tourId: stop.tourId,
    recordId: stop.recordId,
    audio: { path: stop.audio.path, transcript: stop.audio.transcript },
    images: imageInputs(stop.images),
    content: stop.content,
    ...(stop.version === undefined ? {} : { version: stop.version }),
  };
}

export function toTourInput(draft: TourDraft): TourWithStopsInput["tour"] {
  return {
    id: draft.id,
    slug: draft.slug.trim(),
    title: draft.title.trim(),
    description: draft.description.trim(),
    categories: draft.categories,
    duration: numberOf(draft.duration),
    distance: numberOf(draft.distance),
    images: imageInputs(draft.images),
    map: draft.map.trim(),
    tourMapZoomLevel: draft.tourMapZoomLevel,
    nextStopMapZoomLevel: draft.nextStopMapZoomLevel,
    intro: draft.intro,
    outro: draft.outro,
    introAudio: draft.introAudio.path,
    outroAudio: draft.outroAudio.path,
    introTranscript: draft.introAudio.transcript,
    outroTranscript: draft.outroAudio.transcript,
    // A lone point is sent as it is, so validation says a route needs two.
    route: draft.route.length ? { type: "LineString", coordinates: draft.route } : null,
    ...(draft.version === undefined ? {} : { version: draft.version }),
  };
}

/** What a draft would save, files waiting included: equal drafts mean nothing to lose. */
function comparable(draft: TourDraft): string {
  const pending = (media: { key: string; file?: File }) =>
    media.file ? `${media.key}:${media.file.name}:${media.file.size}` : "";
  const files = [
    draft.introAudio,
    draft.outroAudio,
    ...draft.images,
    ...draft.stops.flatMap((stop) => [stop.audio, ...stop.images]),
  ].map(pending);
  return JSON.stringify({
    tour: toTourInput(draft),
    stops: draft.stops.map(toStopInput),
    files,
  });
}

export function sameDraft(a: TourDraft, b: TourDraft): boolean {
  return comparable(a) === comparable(b);
}
