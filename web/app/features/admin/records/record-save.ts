/**
 * SPEC §4 'Record save': files chosen in the editor are uploaded first and appended to images,
 * audios or videos by type (an image's caption is the Description), then the record is saved;
 * with no new files the first image's caption becomes the Description. Nothing is saved when an
 * upload fails (`uploadPending`).
 */
import type { RecordInput } from "@tours/shared";
import type { MediaType, UploadedMedia } from "../api/upload";
import type { PendingUpload, UploadState } from "../api/upload-pending";

/** A file chosen in the record editor, uploaded when the record is saved. */
export interface PendingFile extends PendingUpload, UploadState {
  type: MediaType;
}

export function withMedia(
  input: RecordInput,
  uploads: readonly Pick<UploadedMedia, "type" | "path">[],
): RecordInput {
  if (uploads.length === 0) {
    const [first, ...others] = input.images;
    return first
      ? { ...input, images: [{ ...first, caption: input.Description }, ...others] }
      : input;
  }
  const of = (type: MediaType) => uploads.filter((item) => item.type === type);
  return {
    ...input,
    images: [
      ...input.images,
      ...of("Image").map(({ path }) => ({
        path,
        caption: input.Description,
        associated_records: [],
      })),
    ],
    audios: [...input.audios, ...of("Audio").map(({ path }) => ({ path }))],
    videos: [...input.videos, ...of("Video").map(({ path }) => ({ path }))],
  };
}
