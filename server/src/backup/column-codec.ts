/**
 * Column values in a backup are engine-neutral JSON: SQLite's 0/1 booleans, PostgreSQL's bigint
 * strings, Date objects and parsed JSON all become one form, and go back as each engine wants.
 */
import type { Engine } from "../db/database.js";

export type ColumnKind =
  "text" | "integer" | "real" | "decimal" | "boolean" | "json" | "timestamp" | "bytes";

/** The kind of a column from its declared type (SQLite) or type name (PostgreSQL udt_name). */
export function columnKind(declared: string): ColumnKind {
  const t = declared.toLowerCase();
  if (/^bool/.test(t)) return "boolean";
  if (/int/.test(t)) return "integer";
  if (/^(double|float|real)/.test(t)) return "real";
  if (/^(numeric|decimal)/.test(t)) return "decimal";
  if (/^json/.test(t)) return "json";
  if (/^timestamp/.test(t)) return "timestamp";
  if (/^(bytea|blob)/.test(t)) return "bytes";
  return "text";
}

export type ArchiveValue = string | number | boolean | null | object;

const NON_FINITE = new Set(["NaN", "Infinity", "-Infinity"]);

export function encodeValue(kind: ColumnKind, value: unknown): ArchiveValue {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case "integer": {
      const n = typeof value === "number" ? value : Number(value);
      return Number.isSafeInteger(n) ? n : String(value);
    }
    case "real": {
      const n = Number(value);
      // JSON has no NaN or Infinity: they travel as strings.
      return Number.isFinite(n) ? n : String(n);
    }
    case "decimal":
      return String(value);
    case "boolean":
      return typeof value === "string" ? value === "t" || value === "true" : Boolean(value);
    case "json":
      return typeof value === "string" ? (JSON.parse(value) as object) : (value as object);
    case "timestamp":
      return value instanceof Date ? value.toISOString() : String(value);
    case "bytes":
      return Buffer.from(value as Uint8Array).toString("base64");
    case "text":
      return typeof value === "string" ? value : String(value);
  }
}

export function decodeValue(kind: ColumnKind, value: ArchiveValue, engine: Engine): unknown {
  if (value === null) return null;
  switch (kind) {
    case "real":
      return typeof value === "string" && NON_FINITE.has(value) ? Number(value) : value;
    case "boolean":
      return engine === "sqlite" ? (value ? 1 : 0) : Boolean(value);
    case "json":
      return JSON.stringify(value);
    case "bytes":
      return Buffer.from(String(value), "base64");
    default:
      return value;
  }
}
