/**
 * Files chosen in the editor are uploaded when the tour is saved, before the save call: these find
 * them and put each uploaded path in its place.
 */
import type { PendingUpload } from "../api/upload-pending";
import type { AudioDraft, ImageDraft, StopDraft, TourDraft } from "./tour-draft";

export interface PendingTourFile extends PendingUpload {
  /** The object URL of an image's preview, to release once uploaded. */
  preview?: string;
}

function pendingOf(media: (AudioDraft | ImageDraft)[]): PendingTourFile[] {
  return media.flatMap((item) =>
    item.file
      ? [
          {
            key: item.key,
            file: item.file,
            ...("preview" in item ? { preview: item.preview } : {}),
          },
        ]
      : [],
  );
}

/** Every image and narration of the tour and its stops, in the order they appear on the page. */
const mediaOf = (draft: TourDraft): (AudioDraft | ImageDraft)[] => [
  ...draft.images,
  draft.introAudio,
  draft.outroAudio,
  ...draft.stops.flatMap((stop) => [stop.audio, ...stop.images]),
];

/** Every file still to upload, in the order they appear on the page. */
export const pendingUploads = (draft: TourDraft): PendingTourFile[] => pendingOf(mediaOf(draft));

/** The uploaded files the draft uses. */
export const mediaPaths = (draft: TourDraft): Set<string> =>
  new Set(mediaOf(draft).flatMap((item) => (item.path ? [item.path] : [])));

function placeAudio(audio: AudioDraft, key: string, path: string): AudioDraft {
  return audio.key === key ? { key, path, transcript: audio.transcript } : audio;
}

function placeImages(images: ImageDraft[], key: string, path: string): ImageDraft[] {
  return images.map((image) => (image.key === key ? { key, path, caption: image.caption } : image));
}

function placeInStop(stop: StopDraft, key: string, path: string): StopDraft {
  return {
    ...stop,
    audio: placeAudio(stop.audio, key, path),
    images: placeImages(stop.images, key, path),
  };
}

/** The draft with the file under `key` replaced by its uploaded `path`. */
export function withUploaded(draft: TourDraft, key: string, path: string): TourDraft {
  return {
    ...draft,
    images: placeImages(draft.images, key, path),
    introAudio: placeAudio(draft.introAudio, key, path),
    outroAudio: placeAudio(draft.outroAudio, key, path),
    stops: draft.stops.map((stop) => placeInStop(stop, key, path)),
  };
}
