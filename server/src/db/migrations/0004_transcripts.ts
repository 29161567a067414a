import type { Kysely } from "kysely";

/**
 * Transcripts of the narrations (WCAG 1.2.1): plain text beside each audio path, the stop's and
 * the tour's intro and outro. Empty, never NULL, when there is none, like the audio paths.
 */
const COLUMNS = [
  ["stops", "audio_transcript"],
  ["tours", "intro_transcript"],
  ["tours", "outro_transcript"],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await db.schema
      .alterTable(table)
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
