/**
 * The SPEC's 'audio playing' flag and the chosen playback speed, held above the routes.
 *
 * The flag lived in the tour screen's React state, so the QR landing steps (audio cue,
 * back-to-start), which leave the tour layout, dropped it and the stop opened by 'Yes' stayed
 * silent. Kept here and in the tab's session storage, a tap anywhere in the flow can set it and
 * the stop that opens next starts its narration. The speed is remembered across visits.
 */
import { parseBoolean, storedValue } from "../../../lib/stored-value";

/** Also set by the early-play script (early-play.ts) for a tap before the page runs. */
export const NARRATION_PLAYING_KEY = "narration-playing";

export const narrationPlaying = storedValue("session", NARRATION_PLAYING_KEY, false, parseBoolean);

/** Speeds offered, slowest first (0.75× to 2×). */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export function parseRate(text: string): number | undefined {
  const rate = Number(text);
  return PLAYBACK_RATES.some((allowed) => allowed === rate) ? rate : undefined;
}

export const narrationRate = storedValue("local", "narration-rate", 1, parseRate);

/** Call from the handler of a tap that starts or continues a tour: its next screen plays. */
export function startNarration(): void {
  narrationPlaying.set(true);
}
