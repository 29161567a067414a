/**
 * The application errors services throw: the shared ApiError (re-exported here for the server's
 * imports) and its usual shapes. One Fastify error handler turns them into responses.
 */
import { ApiError, MESSAGES, type ErrorIssue } from "@tours/shared";

export { ApiError };

export const notFound = (what: string) => new ApiError("not_found", `${what} not found`);
/** 409 for a change the item's state forbids (still in use, belongs elsewhere). */
export const conflict = (message: string, issues?: ErrorIssue[]) =>
  new ApiError("conflict", message, issues);
/** 409 for a save over a version someone else replaced first (optimistic concurrency). */
export const staleVersion = () => new ApiError("stale_version", MESSAGES.staleVersion);
/** 409 for a value that must be unique and is already used. */
export const taken = (message: string, issues?: ErrorIssue[]) =>
  new ApiError("taken", message, issues);
export const invalid = (issues: ErrorIssue[]) =>
  new ApiError("validation_failed", "Some fields are not valid", issues);

/** Recognises unique and foreign-key violations from SQLite and PostgreSQL. */
export function constraintKind(error: unknown): "unique" | "foreign_key" | undefined {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  ) {
    return "unique";
  }
  if (code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY") return "foreign_key";
  // SQLite reports an ON DELETE RESTRICT refusal as SQLITE_CONSTRAINT_TRIGGER, message and all.
  if (
    typeof code === "string" &&
    code.startsWith("SQLITE_CONSTRAINT") &&
    message === "FOREIGN KEY constraint failed"
  ) {
    return "foreign_key";
  }
  return undefined;
}
