/**
 * A counter bumped in every content write's transaction; public caches follow it. Caches read it
 * through `recentRevision`, which asks the database at most every REVISION_TTL_MS, so a change
 * committed by another app process shows within that time; after a write in this process, or one
 * another worker of the same cluster announces (cluster.ts), it asks on every call for a while,
 * since the write's transaction may commit a little later.
 */
import { announceContentChange } from "../cluster.js";
import type { ContentRevisionRepository } from "./content-revision.repository.js";

export const REVISION_TTL_MS = 250;
/** How long after a write in this process every read goes to the database. */
const AFTER_WRITE_MS = 2_000;

let lastWriteAt = -Infinity;

/** Call inside the write's transaction, with the repository bound to it. */
export async function bumpRevision(revision: ContentRevisionRepository): Promise<void> {
  lastWriteAt = performance.now();
  await revision.increment();
  lastWriteAt = performance.now();
  announceContentChange();
}

/** Another app process has written content: read the revision anew for a while, as after a local write. */
export function noteWriteElsewhere(): void {
  lastWriteAt = performance.now();
}

export interface RevisionReader {
  /** The revision as of at most REVISION_TTL_MS ago (exact for a while after a local write). */
  read(): Promise<number>;
  /** The revision last read, while it is that fresh; undefined when it must be read again. */
  fresh(): number | undefined;
}

/** One per process: every cache of public answers follows the same reader. */
export function createRevisionReader(revision: ContentRevisionRepository): RevisionReader {
  let read: Promise<number> | undefined;
  let known: number | undefined;
  let readAt = -Infinity;
  const isFresh = (now: number) =>
    now - readAt < REVISION_TTL_MS && now - lastWriteAt > AFTER_WRITE_MS;
  return {
    read() {
      const now = performance.now();
      if (!read || !isFresh(now)) {
        readAt = now;
        known = undefined;
        const pending = revision.current();
        read = pending;
        pending.then(
          (value) => {
            if (read === pending) known = value;
          },
          () => (readAt = -Infinity),
        );
      }
      return read;
    },
    fresh: () => (known !== undefined && isFresh(performance.now()) ? known : undefined),
  };
}
