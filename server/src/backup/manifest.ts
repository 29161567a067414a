/** The archive's table of contents: written last, read first, trusted only once it checks out. */
import { z } from "zod";

export const MANIFEST_PATH = "manifest.json";
export const FORMAT = "city-tours-backup";
export const FORMAT_VERSION = 1;

export const tablePath = (table: string) => `tables/${table}.jsonl`;
export const mediaPath = (key: string) => `media/${key}`;

const columnKinds = [
  "text",
  "integer",
  "real",
  "decimal",
  "boolean",
  "json",
  "timestamp",
  "bytes",
] as const;

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  sourceEngine: z.enum(["sqlite", "postgres"]),
  /** The latest migration applied to the database the backup was taken from. */
  schemaVersion: z.string().min(1),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      columns: z.array(z.object({ name: z.string(), kind: z.enum(columnKinds) })),
      rows: z.number().int().min(0),
    }),
  ),
  /** Every other entry of the archive with its size and SHA-256 (hex). */
  entries: z.array(
    z.object({
      path: z.string(),
      size: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = Manifest["entries"][number];

/** A one-line error a restore or backup prints as is (exit code 1). */
export class BackupError extends Error {}
