/** The length a narration's transcript keeps to (the `transcript` schema), for the browser too. */

/** About 8,000 words: well over an hour of narration, far beyond any stop's. */
export const MAX_TRANSCRIPT_LENGTH = 50_000;

export const TRANSCRIPT_TOO_LONG = `At most ${MAX_TRANSCRIPT_LENGTH.toLocaleString("en-US")} characters`;
