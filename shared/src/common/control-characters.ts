/**
 * Control characters (C0 U+0000–U+001F, DEL, C1 U+0080–U+009F) are never part of what staff or
 * visitors write: a single-line field takes none, a text of many lines keeps only tab and line ends.
 */

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, less tab, LF and CR
const CONTROL_BUT_TAB_AND_LINE_ENDS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const SINGLE_LINE_MESSAGE = "Contains a line break or another control character";
export const CONTROL_CHARACTER_MESSAGE = "Contains a control character";

/** Text a single-line field takes: no control character at all. */
export const isSingleLine = (text: string): boolean => !ANY_CONTROL.test(text);

/** Text a multi-line field takes: tab, LF and CR, no other control character. */
export const isPlainText = (text: string): boolean => !CONTROL_BUT_TAB_AND_LINE_ENDS.test(text);

/** `text` with each run of control characters made one space: how a page reads a typed address. */
export const controlCharactersAsSpaces = (text: string): string =>
  text.replace(new RegExp(`${ANY_CONTROL.source}+`, "g"), " ");
