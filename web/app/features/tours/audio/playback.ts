/** Pure arithmetic behind the audio player's skips and buffered bar (SPEC §4, §9). */

/** Back and forward buttons move this far (SPEC §9). */
export const SKIP_SECONDS = 10;

/** The part of TimeRanges the buffered bar reads; a plain object in tests. */
export interface BufferedRanges {
  readonly length: number;
  start(index: number): number;
  end(index: number): number;
}

/** Where a skip of `delta` seconds lands: never before the start nor past a known end. */
export function clampSkip(currentTime: number, delta: number, duration: number): number {
  const from = Number.isFinite(currentTime) ? currentTime : 0;
  const target = Math.max(0, from + delta);
  return Number.isFinite(duration) && duration >= 0 ? Math.min(target, duration) : target;
}

/**
 * Share of the file (0 to 1) buffered: up to the end of the range the playhead is in, or, when it
 * is in none (say, just after a seek), up to the furthest buffered end.
 */
export function bufferedFraction(
  ranges: BufferedRanges,
  currentTime: number,
  duration: number,
): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  let furthest = 0;
  for (let index = 0; index < ranges.length; index++) {
    const start = ranges.start(index);
    const end = ranges.end(index);
    if (start <= currentTime && currentTime <= end) return share(end, duration);
    furthest = Math.max(furthest, end);
  }
  return share(furthest, duration);
}

function share(end: number, duration: number): number {
  return Math.min(1, Math.max(0, end / duration));
}
