/** The media rows, and the content that names a stored file. */
import { randomUUID } from "node:crypto";
import { type Selectable, sql } from "kysely";
import type { MediaType } from "@tours/shared";
import { containsPattern } from "../../db/contains-pattern.js";
import type { Db } from "../../db/database.js";
import { nowIso } from "../../lib/json-column.js";
import type { MediaTable } from "./media.module.js";

export type MediaRow = Selectable<MediaTable>;

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
    id: "id",
    name: "title",
    columns: ["images", "intro_audio", "outro_audio", "intro", "outro", "description"],
  },
  {
    table: "stops",
    kind: "stop",
    id: "id",
    name: "site_name",
    columns: ["audio_path", "images", "narrative_text"],
  },
  {
    table: "records",
    kind: "record",
    id: "id",
    name: "title",
    columns: ["images", "audios", "videos", "description"],
  },
  {
    table: "staff_members",
    kind: "staff bio",
    id: "id",
    name: "title_line",
    columns: ["image_src", "bio"],
  },
  { table: "settings", kind: "setting", id: "key", name: "key", columns: ["value"] },
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * How content refers to the stored file `key`, and only to it: the path itself as a whole value
 * (a column, a JSON string: `"media/{id}-bells.jpg"`) or its address `/media/{key}` (in HTML, with
 * or without this site's origin), maybe naming one of its phone-sized copies (`….w640.avif`),
 * ended by the end of the value, a quote, `?`, `#`, white space or a tag. So `media` (a folder)
 * or `media/{id}-bells.jpg` inside `media/{id}-bells.jpg.bak` is no reference.
 */
export function referencePattern(key: string): RegExp {
  return new RegExp(
    `(?:^|["'\\s=(,]|/media/)${escapeRegExp(key)}(?:\\.w\\d+\\.(?:avif|webp))?(?=$|["'?#\\s<>)\\\\,&])`,
  );
}

/** Plain code-unit order, the same on both engines (their collations sort text differently). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

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

    /**
     * Up to `limit` descriptions ("tour 'Music Row'") of the content that refers to the key
     * (referencePattern): each item once, tours first, then stops, records, staff bios and
     * settings, each by name then id, the same on both engines. LIKE finds the candidates (on
     * SQLite it ignores case), the pattern keeps the real references.
     */
    async usesOf(key: string, limit = 5): Promise<string[]> {
      const pattern = containsPattern(key);
      const reference = referencePattern(key);
      const found: string[] = [];
      for (const use of USES) {
        const anyColumn = sql.join(
          use.columns.map((column) => sql`${sql.ref(column)} like ${pattern} escape '\\'`),
          sql` or `,
        );
        const columns = sql.join(use.columns.map((column) => sql.ref(column)));
        const { rows } = await sql<
          Record<string, unknown>
        >`select ${sql.ref(use.id)} as use_id, ${sql.ref(use.name)} as use_name, ${columns} from ${sql.table(use.table)} where ${anyColumn}`.execute(
          db,
        );
        const users = rows
          .filter((row) => use.columns.some((column) => reference.test(String(row[column] ?? ""))))
          .map((row) => ({ id: String(row.use_id), name: String(row.use_name) }))
          .sort((a, b) => byText(a.name, b.name) || byText(a.id, b.id));
        found.push(...users.map((user) => `${use.kind} '${user.name}'`));
        if (found.length >= limit) break;
      }
      return found.slice(0, limit);
    },

    /**
     * Those of the paths that have a media row, each row locked until the transaction of `db`
     * ends (a no-op update, which both engines lock): a delete of it waits meanwhile.
     */
    async lockStored(paths: string[]): Promise<string[]> {
      if (paths.length === 0) return [];
      const rows = await db
        .updateTable("media")
        .set((eb) => ({ path: eb.ref("path") }))
        .where("path", "in", paths)
        .returning("path")
        .execute();
      return rows.map((row) => row.path);
    },

    /** Deletes the file's row and returns it (to put back if the file cannot be removed). */
    takeRow: (key: string): Promise<MediaRow | undefined> =>
      db.deleteFrom("media").where("path", "=", key).returningAll().executeTakeFirst(),

    async putBack(row: MediaRow): Promise<void> {
      await db.insertInto("media").values(row).execute();
    },

    /** The stored files of `keys` that have no row yet (media:record). */
    async unrecorded(keys: string[]): Promise<string[]> {
      if (keys.length === 0) return [];
      const rows = await db.selectFrom("media").select("path").where("path", "in", keys).execute();
      const recorded = new Set(rows.map((row) => row.path));
      return keys.filter((key) => !recorded.has(key));
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
