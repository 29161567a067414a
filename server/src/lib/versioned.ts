/** Lost-update protection shared by every editable entity. */
import { notFound, staleVersion } from "./errors.js";

/**
 * After `UPDATE … WHERE id = ? [AND version = ?]`: nothing updated means either the item is gone
 * (404) or somebody saved a newer version first (409, nothing changed).
 */
interface UpdateResult {
  numUpdatedRows: bigint;
}

export async function assertUpdated(
  result: UpdateResult | UpdateResult[],
  stillExists: () => Promise<boolean>,
  what: string,
): Promise<void> {
  const first = Array.isArray(result) ? result[0] : result;
  if (first && Number(first.numUpdatedRows) > 0) return;
  if (await stillExists()) throw staleVersion();
  throw notFound(what);
}
