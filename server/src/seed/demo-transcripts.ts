/**
 * Gives the demo narrations of a site seeded before transcripts existed their transcripts: the
 * very scripts the MP3s were read from. Only a narration still playing the demo's own file and
 * still without a transcript is filled, so nothing staff wrote or replaced is touched, and a
 * second run changes nothing. Done at start-up rather than in a migration, which must not depend
 * on today's demo content.
 */
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { bumpRevision } from "../lib/content-revision.js";
import { demoTours } from "./demo-content/tours.js";
import { demoMediaPath } from "./demo-media.js";
import { stableId } from "./stable-id.js";

const narrationPath = (tourSlug: string, part: string) =>
  demoMediaPath("media", `${tourSlug}--${part}.mp3`);

/** Returns how many narrations got their transcript. */
export async function fillDemoTranscripts(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const bump = { version: sql<number>`version + 1`, updated_at: now };
    let filled = 0;
    const count = (result: { numUpdatedRows: bigint }) => (filled += Number(result.numUpdatedRows));
    for (const tour of demoTours) {
      const tourId = stableId(`tour/${tour.slug}`);
      for (const [part, audioColumn, column, script] of [
        ["intro", "intro_audio", "intro_transcript", tour.introNarration],
        ["outro", "outro_audio", "outro_transcript", tour.outroNarration],
      ] as const) {
        count(
          await trx
            .updateTable("tours")
            .set({ [column]: script, ...bump })
            .where("id", "=", tourId)
            .where(audioColumn, "=", narrationPath(tour.slug, part))
            .where(column, "=", "")
            .executeTakeFirst(),
        );
      }
      for (const stop of tour.stops) {
        count(
          await trx
            .updateTable("stops")
            .set({ audio_transcript: stop.narration, ...bump })
            .where("id", "=", stableId(`stop/${tour.slug}/${stop.slug}`))
            .where("audio_path", "=", narrationPath(tour.slug, stop.slug))
            .where("audio_transcript", "=", "")
            .executeTakeFirst(),
        );
      }
    }
    if (filled > 0) await bumpRevision(trx);
    return filled;
  });
}
