/**
 * A foreign-key violation from either engine as the 409 `conflict` the client sees. They come from
 * races the services' own checks cannot close: a save that names a tour, record or stop another
 * request deletes meanwhile (PostgreSQL 23503 on the insert), or a delete of an item something
 * started to use meanwhile. SQLite's "FOREIGN KEY constraint failed" names neither table nor key,
 * so the answer is told apart by the request alone (a DELETE removes, anything else refers), the
 * same on both engines. The error handler is the one place that calls it; services let these
 * errors fly.
 */
import { ApiError, constraintKind } from "./errors.js";

export const REFERS_TO_DELETED =
  "This change names an item that was deleted meanwhile. Reload the page and try again.";
export const STILL_IN_USE =
  "This item is still used by other content. Reload the page, remove those uses first, and try again.";

/** The 409 `conflict` for a foreign-key violation, or undefined when `error` is not one. */
export function foreignKeyError(error: unknown, method: string): ApiError | undefined {
  if (constraintKind(error) !== "foreign_key") return undefined;
  return new ApiError("conflict", method === "DELETE" ? STILL_IN_USE : REFERS_TO_DELETED);
}
