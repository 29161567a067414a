/** The error model shared by server and clients (CONVENTIONS.md, README "Errors"). */

/** What the server may answer, each with its HTTP status. */
export const ERROR_STATUS = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  /** The address exists, under other methods (listed in the Allow header). */
  method_not_allowed: 405,
  /** The item's state forbids the change (still in use, belongs elsewhere). */
  conflict: 409,
  /** Someone saved a newer version first (optimistic concurrency); nothing changed. */
  stale_version: 409,
  /** A value that must be unique (slug, id, e-mail) is already used by another item. */
  taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  overloaded: 503,
  unavailable: 503,
  internal: 500,
} as const;

export type ServerErrorCode = keyof typeof ERROR_STATUS;

/**
 * Every code a caller can meet: the server's, plus `network` for a request that got no answer
 * at all (offline, connection refused). The server never sends `network`; its status is 0.
 */
export const ERROR_CODES = [
  ...(Object.keys(ERROR_STATUS) as ServerErrorCode[]),
  "network",
] as const;
export type ErrorCode = ServerErrorCode | "network";

export interface ErrorIssue {
  path: string;
  message: string;
}
export interface ErrorBody {
  error: { code: ServerErrorCode; message: string; issues?: ErrorIssue[] };
}

export const MESSAGES = {
  noLoggedInUser: "No logged in user. Please log in to continue.",
  slugInUse: "Slug already in use",
  badCredentials: "Incorrect e-mail or password.",
  tooManySignIns: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  staleVersion: "Someone else saved this item after you opened it. Reload it to see their changes.",
  unreachable: "The server could not be reached. Check your connection.",
} as const;

/**
 * The one error type of the API: thrown by the server's services (the error handler sends it as
 * `{ error: { code, message, issues? } }`) and by the browser's API clients (read back from that
 * body, or made for a request that got no answer).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: ErrorIssue[];
  constructor(
    readonly code: ErrorCode,
    message: string,
    issues: ErrorIssue[] = [],
    status?: number,
  ) {
    super(message);
    this.name = "ApiError";
    this.issues = issues;
    this.status = status ?? (code === "network" ? 0 : ERROR_STATUS[code]);
  }

  toBody(): ErrorBody {
    const code = this.code === "network" ? "internal" : this.code;
    const issues = this.issues.length > 0 ? { issues: this.issues } : {};
    return { error: { code, message: this.message, ...issues } };
  }
}

const isServerCode = (code: unknown): code is ServerErrorCode =>
  typeof code === "string" && Object.prototype.hasOwnProperty.call(ERROR_STATUS, code);

const BY_STATUS: Record<number, ServerErrorCode> = {
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  502: "unavailable",
  503: "unavailable",
  504: "unavailable",
};

/** The code an answer without a readable error body stands for, by its status alone. */
export const codeForStatus = (status: number): ServerErrorCode =>
  BY_STATUS[status] ?? (status >= 400 && status < 500 ? "validation_failed" : "internal");

const isIssue = (value: unknown): value is ErrorIssue =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as ErrorIssue).path === "string" &&
  typeof (value as ErrorIssue).message === "string";

/**
 * The error a failed answer carries. `body` is the parsed JSON, or undefined when there was none
 * or it was not JSON (a proxy's HTML page): then the status alone decides the code.
 */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const error = (body as { error?: Record<string, unknown> } | null | undefined)?.error;
  const code = isServerCode(error?.code) ? error.code : codeForStatus(status);
  const message =
    typeof error?.message === "string" && error.message
      ? error.message
      : `The server answered ${status}.`;
  const issues = Array.isArray(error?.issues) ? error.issues.filter(isIssue) : [];
  return new ApiError(code, message, issues, status);
}
