/**
 * Values worked out once per content revision, for what many pages show alike (the search form's
 * keywords): a few fixed keys, dropped together when the revision moves.
 */
import type { RevisionReader } from "./content-revision.js";

export function createRevisionMemo(revisions: RevisionReader) {
  let revision = -1;
  const values = new Map<string, Promise<unknown>>();

  return async function memo<T>(key: string, build: () => Promise<T>): Promise<T> {
    const current = await revisions.read();
    if (current !== revision) {
      values.clear();
      revision = current;
    }
    const known = values.get(key) as Promise<T> | undefined;
    if (known) return known;
    const value = build();
    values.set(key, value);
    // A failure is not kept: the next call tries again.
    value.catch(() => values.get(key) === value && values.delete(key));
    return value;
  };
}

export type RevisionMemo = ReturnType<typeof createRevisionMemo>;
