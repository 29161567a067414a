/** The error model shared by server and clients (CONVENTIONS.md). */
export const ERROR_CODES = [
  "validation_failed",
  "unauthenticated",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "overloaded",
  "unavailable",
  "internal",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
export interface ErrorIssue {
  path: string;
  message: string;
}
export interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: ErrorIssue[] };
}

export const MESSAGES = {
  noLoggedInUser: "No logged in user. Please log in to continue.",
  slugInUse: "Slug already in use",
  badCredentials: "Incorrect e-mail or password.",
  tooManySignIns: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  staleVersion: "Someone else saved this item after you opened it. Reload it to see their changes.",
} as const;
