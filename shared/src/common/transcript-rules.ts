/** The rules a narration's transcript follows (the `transcript` schema), and its length for the browser. */

/** About 8,000 words: well over an hour of narration, far beyond any stop's. */
export const MAX_TRANSCRIPT_LENGTH = 50_000;

export const TRANSCRIPT_TOO_LONG = `At most ${MAX_TRANSCRIPT_LENGTH.toLocaleString("en-US")} characters`;
export const TRANSCRIPT_CONTROL_CHARACTER = "Contains a control character";

/** Control characters other than tab and line ends (NUL among them): never part of a text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);
