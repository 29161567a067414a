/**
 * Gives the demo narrations of a site seeded before transcripts existed their transcripts: the
 * very scripts the MP3s were read from. Only a narration still playing the demo's own file and
 * still without a transcript is filled, so nothing staff wrote or replaced is touched, and a
 * second run changes nothing. Done at start-up rather than in a migration, which must not depend
 * on today's demo content.
 */
import type { Transaction } from "../db/transaction.js";
import { bumpRevision } from "../lib/content-revision.js";
import type { Repositories } from "../repositories.js";
import { demoTours } from "./demo-content/tours.js";
import { demoMediaPath } from "./demo-media.js";
import { stableId } from "./stable-id.js";

const narrationPath = (tourSlug: string, part: string) =>
  demoMediaPath("media", `${tourSlug}--${part}.mp3`);

/** Returns how many narrations got their transcript. */
export async function fillDemoTranscripts(transaction: Transaction<Repositories>): Promise<number> {
  return transaction(async (tx) => {
    const now = new Date().toISOString();
    let filled = 0;
    for (const tour of demoTours) {
      const tourId = stableId(`tour/${tour.slug}`);
      for (const [part, transcript] of [
        ["intro", tour.introNarration],
        ["outro", tour.outroNarration],
      ] as const) {
        const audioPath = narrationPath(tour.slug, part);
        filled += await tx.seed.fillTourTranscript(tourId, part, { audioPath, transcript, now });
      }
      for (const stop of tour.stops) {
        const stopId = stableId(`stop/${tour.slug}/${stop.slug}`);
        const audioPath = narrationPath(tour.slug, stop.slug);
        const transcript = stop.narration;
        filled += await tx.seed.fillStopTranscript(stopId, { audioPath, transcript, now });
      }
    }
    if (filled > 0) await bumpRevision(tx.revision);
    return filled;
  });
}
