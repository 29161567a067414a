/**
 * SPEC §4 'Record save': files chosen in the editor are uploaded first and appended to images,
 * audios or videos by type (an image's caption is the Description), then the record is saved;
 * with no new files the first image's caption becomes the Description. Nothing is saved when an
 * upload fails, and a file already uploaded is not sent twice when Save is tried again.
 */
import type { RecordInput } from "@tours/shared";
import type { MediaType, UploadedMedia } from "../api/upload";

export interface PendingFile {
  key: string;
  file: File;
  type: MediaType;
  /** 0…1 while uploading. */
  progress: number;
  /** Set once the server has the file. */
  uploaded?: UploadedMedia;
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

type Upload = (file: File, onProgress: (fraction: number) => void) => Promise<UploadedMedia>;

/**
 * Uploads every file not uploaded yet (all at once), reporting each one's progress and result
 * through `update`; rejects with the first failure after all have settled.
 */
export async function uploadPending(
  pending: readonly PendingFile[],
  upload: Upload,
  update: (key: string, change: Partial<PendingFile>) => void,
): Promise<UploadedMedia[]> {
  const results = await Promise.allSettled(
    pending.map(async (item) => {
      if (item.uploaded) return item.uploaded;
      const uploaded = await upload(item.file, (progress) => update(item.key, { progress }));
      update(item.key, { uploaded, progress: 1 });
      return uploaded;
    }),
  );
  const failed = results.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<UploadedMedia>).value);
}
