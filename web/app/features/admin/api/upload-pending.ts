/**
 * The files an editor holds until Save are uploaded all at once, each one's progress and result
 * reported. Nothing is saved when an upload fails: each file the server refused is marked with its
 * reason and named in the message, and a file already uploaded is not sent twice when Save is
 * tried again.
 */
import { ApiError } from "@tours/shared/browser";
import type { UploadedMedia } from "./upload";
import { isSignedOut } from "./admin-api";
import { messageOf } from "../shell/admin-query-client";
import { isUnsent } from "../ui/save-failure";

/** A chosen file waiting for Save; `uploaded` once the server has it. */
export interface PendingUpload {
  key: string;
  file: File;
  uploaded?: UploadedMedia;
}

/** Where a pending file's upload stands. */
export interface UploadState {
  /** 0…1 while uploading. */
  progress: number;
  /** Set once the server has the file. */
  uploaded?: UploadedMedia;
  /** Why its last upload failed (the server's reason); cleared when it is tried again. */
  failure?: string;
}

type Upload = (file: File, onProgress: (fraction: number) => void) => Promise<UploadedMedia>;

/**
 * Uploads every file not uploaded yet (all at once), reporting each one's progress and result
 * through `update`. When any fails, rejects after all have settled: with the network or signed-out
 * error when one never reached the server or had no session (the save says so), else with the message naming each failed file.
 */
export async function uploadPending(
  pending: readonly PendingUpload[],
  upload: Upload,
  update: (key: string, change: Partial<UploadState>) => void,
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
        // A file that never reached the server, or was sent without a session, is not at fault:
        // only its progress goes back.
        update(
          item.key,
          notTheFiles(error) ? { progress: 0 } : { progress: 0, failure: messageOf(error) },
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
  const unsent = failures.find((failure) => notTheFiles(failure.error));
  throw unsent ? unsent.error : new UploadFailedError(failures);
}

const notTheFiles = (error: unknown) => isUnsent(error) || isSignedOut(error);

/**
 * 'Error uploading media: …' (SPEC §8), naming each failed file with its reason (`problem`), and
 * what to do (`advice`): a file the server refused (its kind, size) is to be removed; anything
 * else can simply be retried.
 */
export class UploadFailedError extends Error {
  readonly problem: string;
  readonly advice: string;

  constructor(failures: readonly { name: string; error: unknown }[]) {
    const { problem, advice } = describeFailures(failures);
    super(`${problem} ${advice}`);
    this.problem = problem;
    this.advice = advice;
  }
}

function describeFailures(failures: readonly { name: string; error: unknown }[]) {
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
  return { problem: `Error uploading media: ${said}`, advice };
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
