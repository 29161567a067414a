/**
 * Saves may only name stored files in the dedicated media fields (tour, stop and record images
 * and audio, a staff photo). The check runs inside the save's transaction and locks the media
 * rows it finds, so a delete of one of them either waits for the save (and then sees the use) or
 * has already taken the row (and the save is refused): content never names a deleted file.
 */
import type { ErrorIssue } from "@tours/shared";
import { invalid } from "../../lib/errors.js";
import type { MediaRepository } from "./media.repository.js";

/** One media path of a save, and the field an issue about it points at. */
export interface MediaField {
  field: string;
  path: string;
}

export const MISSING_FILE =
  "No uploaded file has this path: upload the file again or choose another";

interface WithImages {
  images: { path: string }[];
}

const each = (items: { path: string }[], field: string): MediaField[] =>
  items.map((item, i) => ({ field: `${field}.${i}.path`, path: item.path }));

export const tourMedia = (
  tour: WithImages & { introAudio?: string; outroAudio?: string },
  prefix = "",
): MediaField[] => [
  ...each(tour.images, `${prefix}images`),
  { field: `${prefix}introAudio`, path: tour.introAudio ?? "" },
  { field: `${prefix}outroAudio`, path: tour.outroAudio ?? "" },
];

export const stopMedia = (stop: WithImages & { audio: { path: string } }, prefix = "") => [
  { field: `${prefix}audio.path`, path: stop.audio.path },
  ...each(stop.images, `${prefix}images`),
];

export const recordMedia = (
  record: WithImages & { audios: { path: string }[]; videos: { path: string }[] },
): MediaField[] => [
  ...each(record.images, "images"),
  ...each(record.audios, "audios"),
  ...each(record.videos, "videos"),
];

export const staffMedia = (staff: { image: { src: string } }): MediaField[] => [
  { field: "image.src", path: staff.image.src },
];

/**
 * The fields whose path is new to the item: not empty and not among the paths it held before
 * this save (content older than the media rows keeps saving as it is).
 */
export function newMedia(fields: MediaField[], held: MediaField[] = []): MediaField[] {
  const kept = new Set(held.map((field) => field.path));
  return fields.filter((field) => field.path !== "" && !kept.has(field.path));
}

/**
 * Refuses (400, an issue at each field) a save naming a file that is not stored. `media` must be
 * bound to the save's transaction: the rows found stay locked until it ends.
 */
export async function requireStoredMedia(
  media: MediaRepository,
  fields: MediaField[],
): Promise<void> {
  if (fields.length === 0) return;
  const stored = new Set(await media.lockStored([...new Set(fields.map((f) => f.path))]));
  const issues: ErrorIssue[] = fields
    .filter((field) => !stored.has(field.path))
    .map((field) => ({ path: field.field, message: MISSING_FILE }));
  if (issues.length) throw invalid(issues);
}
