/**
 * Media rows for files already in the store that have none: the demo's files as the seed writes
 * them, and every file of a site upgraded from before saves checked their paths against the rows
 * (npm run media:record). Saves only accept paths that have a row, and deletes claim the row.
 */
import mime from "mime-types";
import { parseImageCopyKey } from "@tours/shared";
import { displayName } from "./file-names.js";
import type { MediaRepository, NewMediaRow } from "./media.repository.js";
import type { MediaStore } from "./store/media-store.js";
import { mediaTypeOf } from "./upload-limit.js";

export interface RecordSummary {
  /** Files that got a row now. */
  recorded: string[];
  /** Files that had one already. */
  known: number;
  /** Files left without one: not an image, audio or video by their name. */
  skipped: string[];
}

/** The row of the stored file `key`, told by its name; undefined when it is no media file. */
export function mediaRowFor(key: string, bytes: number): NewMediaRow | undefined {
  const contentType = mime.lookup(key) || "";
  const type = mediaTypeOf(contentType);
  if (!type) return undefined;
  const name = key.slice(key.lastIndexOf("/") + 1);
  return {
    key,
    type,
    folder: key.includes("/") ? key.slice(0, key.indexOf("/")) : "",
    originalName: displayName(name, name),
    mimeType: contentType,
    bytes,
    uploadedBy: null,
  };
}

/** Gives the stored file `key` a row; false when it is no media file. */
async function recordOne(repo: MediaRepository, key: string, bytes: number): Promise<boolean> {
  const row = mediaRowFor(key, bytes);
  if (row) await repo.insert(row);
  return row !== undefined;
}

export function createMediaRecorder(repo: MediaRepository, store: MediaStore) {
  return {
    /** Records one stored file (the seed's); a file that is not stored is an error. */
    async record(key: string): Promise<void> {
      if ((await repo.unrecorded([key])).length === 0) return;
      const stat = await store.stat(key);
      if (!stat) throw new Error(`No stored file ${key}`);
      if (!(await recordOne(repo, key, stat.size))) throw new Error(`Not a media file: ${key}`);
    },

    /** Records every stored original that has no row; image copies are no files of their own. */
    async recordAll(): Promise<RecordSummary> {
      const summary: RecordSummary = { recorded: [], known: 0, skipped: [] };
      const files: { key: string; size: number }[] = [];
      for await (const { key, size } of store.list()) files.push({ key, size });
      // Whatever order the store lists them in, a copy is known by its original beside it.
      const keys = new Set(files.map((file) => file.key));
      for (const { key, size } of files) {
        const copy = parseImageCopyKey(key);
        if (copy && keys.has(copy.original)) continue;
        if ((await repo.unrecorded([key])).length === 0) summary.known += 1;
        else if (await recordOne(repo, key, size)) summary.recorded.push(key);
        else summary.skipped.push(key);
      }
      return summary;
    },
  };
}

export type MediaRecorder = ReturnType<typeof createMediaRecorder>;
