/**
 * SPEC §4 'Record save': files chosen in the editor are uploaded first and appended to images,
 * audios or videos by type (an image's caption is the Description), then the record is saved;
 * with no new files the first image's caption becomes the Description. Nothing is saved when an
 * upload fails: each file the server refused is marked with its reason and named in the message,
 * and a file already uploaded is not sent twice when Save is tried again.
 */
import type { RecordInput } from "@tours/shared";
import { ApiError } from "@tours/shared/browser";
import type { MediaType, UploadedMedia } from "../api/upload";
import { messageOf } from "../shell/admin-query-client";
import { isUnsent } from "../ui/save-failure";

export interface PendingFile {
  key: string;
  file: File;
  type: MediaType;
  /** 0…1 while uploading. */
  progress: number;
  /** Set once the server has the file. */
  uploaded?: UploadedMedia;
  /** Why its last upload failed (the server's reason); cleared when it is tried again. */
  failure?: string;
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
 * through `update`. When any fails, rejects after all have settled: with the network error when
 * one never reached the server (the save says so), else with the message naming each failed file.
 */
export async function uploadPending(
  pending: readonly PendingFile[],
  upload: Upload,
  update: (key: string, change: Partial<PendingFile>) => void,
): Promise<UploadedMedia[]> {
  const results = await Promise.allSettled(
    pending.map(async (item) => {
      if (item.uploaded) return item.uploaded;
      update(item.key, { progress: 0, failure: undefined });
      try {
        const uploaded = await upload(item.file, (progress) => update(item.key, { progress }));
        update(item.key, { uploaded, progress: 1 });
        return uploaded;
      } catch (error) {
        // A file that never reached the server is not at fault: only its progress goes back.
        update(
          item.key,
          isUnsent(error) ? { progress: 0 } : { progress: 0, failure: messageOf(error) },
        );
        throw error;
      }
    }),
  );
  const failures = pending.flatMap((item, index) => {
    const result = results[index];
    return result?.status === "rejected" ? [{ name: item.file.name, error: result.reason }] : [];
  });
  if (failures.length === 0) {
    return results.map((result) => (result as PromiseFulfilledResult<UploadedMedia>).value);
  }
  const unsent = failures.find((failure) => isUnsent(failure.error));
  throw unsent ? unsent.error : new Error(uploadFailureMessage(failures));
}

/**
 * 'Error uploading media: …' (SPEC §8), naming each failed file with its reason, and what to do: a
 * file the server refused (its kind, size) is to be removed; anything else can simply be retried.
 */
export function uploadFailureMessage(
  failures: readonly { name: string; error: unknown }[],
): string {
  const byReason = new Map<string, string[]>();
  for (const { name, error } of failures) {
    const reason = sentence(messageOf(error));
    byReason.set(reason, [...(byReason.get(reason) ?? []), name]);
  }
  const said = [...byReason].map(([reason, names]) => `${names.join(", ")}: ${reason}`).join(" ");
  const refused = failures.filter(({ error }) => error instanceof ApiError && error.status < 500);
  const advice =
    refused.length === 0
      ? "Nothing was saved; save again to try once more."
      : `Nothing was saved. Remove ${refused.length === 1 ? refused[0]!.name : "the files marked as failed"} and save again.`;
  return `Error uploading media: ${said} ${advice}`;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
