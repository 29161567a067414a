/** What loading the demo asks of the database: is it empty, clear it, fill old narrations' transcripts. */
import { sql } from "kysely";
import type { Db } from "../db/database.js";

/** Every content table, children first (not staff accounts, sessions or analytics). */
const CONTENT_TABLES = [
  "featured_tours",
  "stops",
  "tours",
  "record_keywords",
  "records",
  "qr_codes",
  "staff_members",
  "settings",
] as const;

/** A narration still playing `audioPath` and still without a transcript gets `transcript`. */
export interface TranscriptFill {
  audioPath: string;
  transcript: string;
  now: string;
}

const bump = (now: string) => ({ version: sql<number>`version + 1`, updated_at: now });

export function createSeedRepository(db: Db) {
  return {
    async hasContent(): Promise<boolean> {
      const tours = await db.selectFrom("tours").select("id").limit(1).execute();
      const records = await db.selectFrom("records").select("id").limit(1).execute();
      return tours.length > 0 || records.length > 0;
    },

    async clearContent(): Promise<void> {
      for (const table of CONTENT_TABLES) await db.deleteFrom(table).execute();
    },

    /** Returns how many narrations it filled (0 or 1). */
    async fillTourTranscript(
      tourId: string,
      part: "intro" | "outro",
      { audioPath, transcript, now }: TranscriptFill,
    ): Promise<number> {
      const audioColumn = part === "intro" ? "intro_audio" : "outro_audio";
      const column = part === "intro" ? "intro_transcript" : "outro_transcript";
      const result = await db
        .updateTable("tours")
        .set({ [column]: transcript, ...bump(now) })
        .where("id", "=", tourId)
        .where(audioColumn, "=", audioPath)
        .where(column, "=", "")
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Returns how many narrations it filled (0 or 1). */
    async fillStopTranscript(
      stopId: string,
      { audioPath, transcript, now }: TranscriptFill,
    ): Promise<number> {
      const result = await db
        .updateTable("stops")
        .set({ audio_transcript: transcript, ...bump(now) })
        .where("id", "=", stopId)
        .where("audio_path", "=", audioPath)
        .where("audio_transcript", "=", "")
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type SeedRepository = ReturnType<typeof createSeedRepository>;
