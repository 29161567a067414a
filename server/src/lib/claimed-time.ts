/**
 * When a visitor's phone says something happened: an analytics event or a QR sign scan kept
 * offline and sent once the signal is back. It is believed only within the last week (as long as
 * a phone keeps what it could not send) and never in the future, so no client can date counts
 * into another month, or ahead of the present; otherwise the time it arrived stands.
 */
export const CLAIMED_TIME_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** The claimed time as an ISO string when it is believable, else `now`'s. */
export function claimedTime(claimed: string | undefined, now = new Date()): string {
  const at = claimed === undefined ? Number.NaN : Date.parse(claimed);
  const age = now.getTime() - at;
  if (!(age >= 0 && age <= CLAIMED_TIME_WINDOW_MS)) return now.toISOString();
  return new Date(at).toISOString();
}
