import { type RawBuilder, sql } from "kysely";

/** The user's text as a LIKE pattern: its wildcards escaped with `\`, then wrapped in `%`. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `column` contains `text`, ignoring case, the same on SQLite and PostgreSQL: lower() on both sides
 * (so both engines fold case alike), LIKE with an explicit escape character, so `%` and `_` match
 * themselves.
 */
export function containsIgnoringCase(column: RawBuilder<unknown>, text: string) {
  return sql<boolean>`lower(${column}) like lower(${containsPattern(text)}) escape '\\'`;
}
