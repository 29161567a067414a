/** Typed application errors; one Fastify error handler turns them into responses. */
import type { ErrorCode, ErrorIssue } from "@tours/shared";

const STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  overloaded: 503,
  unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);
export const conflict = (message: string, issues?: ErrorIssue[]) =>
  new AppError("conflict", message, issues);
export const invalid = (issues: ErrorIssue[]) =>
  new AppError("validation_failed", "Some fields are not valid", issues);

/** Recognises unique and foreign-key violations from SQLite and PostgreSQL. */
export function constraintKind(error: unknown): "unique" | "foreign_key" | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  ) {
    return "unique";
  }
  if (code === "23503" || code === "SQLITE_CONSTRAINT_FOREIGNKEY") return "foreign_key";
  return undefined;
}
