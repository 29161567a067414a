/**
 * Why an editor's last save failed, said next to its Save and brought into sight as it appears.
 * A save that never reached the server (offline, or the server down) says that what was typed is
 * kept and how to send it.
 */
import { ApiError } from "@tours/shared/browser";
import { messageOf } from "../shell/admin-query-client";
import { useReveal } from "./use-reveal";

export const OFFLINE_MESSAGE =
  "You're offline. Your changes are kept here; save again when you're back online.";
export const UNREACHABLE_MESSAGE =
  "The server could not be reached. Your changes are kept here; save again in a moment.";

/** The save's request got no answer. */
export const isUnsent = (error: unknown) => error instanceof ApiError && error.code === "network";

export function saveFailureMessage(error: unknown): string {
  if (!isUnsent(error)) return messageOf(error);
  return navigator.onLine ? UNREACHABLE_MESSAGE : OFFLINE_MESSAGE;
}

export function SaveFailure({ message }: { message: string | null }) {
  const ref = useReveal<HTMLParagraphElement>(message);
  if (!message) return null;
  return (
    <p ref={ref} className="admin-field__error" role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}
