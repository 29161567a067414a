import { SLUG_HELP, SLUG_PATTERN } from "./slug-rules.js";
import { z } from "zod";
import {
  CONTROL_CHARACTER_MESSAGE,
  isPlainText,
  isSingleLine,
  SINGLE_LINE_MESSAGE,
} from "./control-characters.js";
import { MAX_ID_LENGTH, MAX_TITLE_LENGTH } from "./limits.js";
import { MAX_TRANSCRIPT_LENGTH, TRANSCRIPT_TOO_LONG } from "./transcript-rules.js";
import { isHttpUrl, isSitePath, normalizedSitePath } from "./urls.js";

export { isHttpUrl, MAX_TRANSCRIPT_LENGTH, normalizedSitePath };

/** What a required field left empty is told (the admin's editors say "Title is required"). */
export const REQUIRED = "Required";

/** `schema` refusing every control character, tab and line breaks included (a query's keyword). */
export const singleLine = <S extends z.ZodString>(schema: S) =>
  schema.refine(isSingleLine, { message: SINGLE_LINE_MESSAGE, abort: true });

/** One line of text: an id, a title, a name, a label, a file's path. */
export const singleLineText = singleLine(z.string());

/** Text of any number of lines (a description, notes, HTML): tab and line ends, no other control. */
export const multiLineText = z
  .string()
  .refine(isPlainText, { message: CONTROL_CHARACTER_MESSAGE, abort: true });

/** One line that must contain something other than white space. */
export const requiredLine = singleLineText.trim().min(1, REQUIRED);

/** Text that must contain something other than white space. */
export const requiredText = multiLineText.trim().min(1, REQUIRED);

/** An id or a reference to one. */
export const entityId = requiredLine.max(MAX_ID_LENGTH, `Use at most ${MAX_ID_LENGTH} characters`);

/** A title or a name. */
export const title = requiredLine.max(
  MAX_TITLE_LENGTH,
  `Use at most ${MAX_TITLE_LENGTH} characters`,
);

/**
 * An id as an address names it (/api/tours/{tourId}/stops): looked up as given, not trimmed, so an
 * id nothing has is a 404 rather than a 400.
 */
export const pathId = z.string().max(MAX_ID_LENGTH, `Use at most ${MAX_ID_LENGTH} characters`);

export const slug = entityId.regex(SLUG_PATTERN, SLUG_HELP);

/** Optimistic-concurrency token: the version the client last read (0: never saved). */
export const version = z.number().int().min(0).optional();

/** A web address or a path on this site: no white space inside it (a space, a line break). */
export const httpUrlOrPath = singleLineText
  .trim()
  .refine((value) => !/\s/.test(value), {
    message: "Contains a space or other white space",
    abort: true,
  })
  .refine((value) => value === "" || isSitePath(value) || isHttpUrl(value), {
    message: "Must be an http(s) address or a path starting with /",
  });

export const mediaItem = z.object({ path: singleLineText.trim() });

/**
 * The words of a narration, as plain text (no HTML): paragraphs are separated by blank lines.
 * Line ends are normalized to "\n"; other control characters (NUL among them) are refused.
 */
export const transcript = multiLineText
  .max(MAX_TRANSCRIPT_LENGTH, TRANSCRIPT_TOO_LONG)
  .transform((value) => value.replace(/\r\n?/g, "\n").trim())
  .default("");

/** A narration: its audio file and what it says. */
export const narrationAudio = mediaItem.extend({ transcript });
export const captionedImage = z.object({ path: requiredLine, caption: multiLineText });

export type MediaItem = z.infer<typeof mediaItem>;
export type NarrationAudio = z.infer<typeof narrationAudio>;
export type CaptionedImage = z.infer<typeof captionedImage>;
