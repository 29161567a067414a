/**
 * Every size limit on what clients send, in one place (README "Security" lists them).
 * Ids and slugs: MAX_ID_LENGTH. Titles and names: MAX_TITLE_LENGTH. Any other string in a body,
 * HTML included: MAX_TEXT_LENGTH. Any list in a body: MAX_LIST_LENGTH items (twice the longest
 * list a field takes: a drawn route of 5,000 points).
 */
export const MAX_ID_LENGTH = 64;
export const MAX_TITLE_LENGTH = 300;
export const MAX_TEXT_LENGTH = 100_000;
export const MAX_LIST_LENGTH = 10_000;
/**
 * How deep elements may nest in stored HTML. Text from the editor, or pasted from Word or Google
 * Docs, nests a few levels; browsers stop nesting at 512.
 */
export const MAX_HTML_DEPTH = 100;
/**
 * The longest stored media path an address names (DELETE /dashboard/api/media/{path}). An upload
 * makes `{folder}/{uuid}-{name}.{ext}`, about 135 characters at most (the name cut to 80), so 255
 * leaves room; an id's limit is too short for most of them.
 */
export const MAX_MEDIA_PATH_LENGTH = 255;
