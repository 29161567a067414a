/** The media rows, and the content that names a stored file. */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { MediaType } from "@tours/shared";
import { containsPattern } from "../../db/contains-pattern.js";
import type { Db } from "../../db/database.js";
import { nowIso } from "../../lib/json-column.js";

export interface NewMediaRow {
  key: string;
  type: MediaType;
  folder: string;
  /** Already cleaned and cut to length (file-names.ts `displayName`). */
  originalName: string;
  mimeType: string;
  bytes: number;
  uploadedBy: string | null;
}

/** Every content column that can hold a media path, a media address or HTML that shows one. */
const USES = [
  {
    table: "tours",
    kind: "tour",
    name: "title",
    columns: ["images", "intro_audio", "outro_audio", "intro", "outro", "description"],
  },
  {
    table: "stops",
    kind: "stop",
    name: "site_name",
    columns: ["audio_path", "images", "narrative_text"],
  },
  {
    table: "records",
    kind: "record",
    name: "title",
    columns: ["images", "audios", "videos", "description"],
  },
  { table: "staff_members", kind: "staff bio", name: "title_line", columns: ["image_src", "bio"] },
  { table: "settings", kind: "setting", name: "key", columns: ["value"] },
] as const;

export function createMediaRepository(db: Db) {
  return {
    async insert(row: NewMediaRow): Promise<void> {
      await db
        .insertInto("media")
        .values({
          id: randomUUID(),
          type: row.type,
          folder: row.folder,
          path: row.key,
          original_name: row.originalName,
          mime_type: row.mimeType,
          size_bytes: row.bytes,
          uploaded_by: row.uploadedBy,
          created_at: nowIso(),
        })
        .execute();
    },

    /** Up to `limit` descriptions ("tour 'Music Row'") of the content that names the key. */
    async usesOf(key: string, limit = 5): Promise<string[]> {
      const pattern = containsPattern(key);
      const found: string[] = [];
      for (const use of USES) {
        const anyColumn = sql.join(
          use.columns.map((column) => sql`${sql.ref(column)} like ${pattern} escape '\\'`),
          sql` or `,
        );
        const { rows } = await sql<{
          name: string;
        }>`select ${sql.ref(use.name)} as name from ${sql.table(use.table)} where ${anyColumn} limit ${limit}`.execute(
          db,
        );
        found.push(...rows.map((row) => `${use.kind} '${row.name}'`));
        if (found.length >= limit) break;
      }
      return found.slice(0, limit);
    },

    async deleteRow(key: string): Promise<void> {
      await db.deleteFrom("media").where("path", "=", key).execute();
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
