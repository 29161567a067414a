/** How the audio player writes times: m:ss, minutes never roll over into hours (SPEC §4). */

/** Whole seconds as m:ss; anything that is not a finite, positive time reads "0:00". */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * Time left, with a leading minus ("-2:15"). Rounded up, so elapsed plus remaining adds up to the
 * length; "0:00" while the length is unknown.
 */
export function formatRemaining(currentTime: number, duration: number): string {
  if (!Number.isFinite(duration) || duration <= 0) return "0:00";
  const elapsed = Number.isFinite(currentTime) ? Math.max(0, currentTime) : 0;
  return `-${formatTime(Math.ceil(Math.max(0, duration - elapsed)))}`;
}

/** The seek slider's spoken value, e.g. "1:05 of 3:20". */
export function describePosition(currentTime: number, duration: number): string {
  return `${formatTime(currentTime)} of ${formatTime(duration)}`;
}
