/**
 * A unique-constraint violation from either engine as the 409 `taken` the client sees, with the
 * field named. The error handler is the one place that calls it; services let these errors fly.
 */
import type { ErrorIssue } from "@tours/shared";
import { SERVER_MODULES } from "../modules/modules.js";
import { ApiError, constraintKind } from "./errors.js";

export interface UniqueKey {
  table: string;
  columns: string[];
}

/** Which table and columns the violated key covers, or undefined for any other error. */
export function uniqueKeyOf(error: unknown): UniqueKey | undefined {
  if (constraintKind(error) !== "unique") return undefined;
  const { message, table, detail } = error as { message?: string; table?: string; detail?: string };
  // SQLite: "UNIQUE constraint failed: stops.tour_id, stops.slug"
  const sqlite = /constraint failed: (.+)$/.exec(message ?? "")?.[1];
  if (sqlite) {
    const names = sqlite.split(",").map((name) => name.trim().split("."));
    return { table: names[0]?.[0] ?? "", columns: names.map((name) => name[1] ?? "") };
  }
  // PostgreSQL: table "stops", detail "Key (tour_id, slug)=(t1, fort) already exists."
  const columns = /^Key \(([^)]*)\)=/.exec(detail ?? "")?.[1];
  return {
    table: table ?? "",
    columns: columns ? columns.split(",").map((name) => name.trim().replace(/"/g, "")) : [],
  };
}

/** What a unique key means to the people who meet it: the field to mark and why. */
export interface TakenField {
  field: string;
  message: string;
}

/** Every module's unique keys, by "table:column,column". */
const MEANINGS = new Map<string, TakenField>(
  SERVER_MODULES.flatMap((module) => Object.entries(module.uniqueKeys ?? {})),
);

/**
 * Where a route's body nests an entity, by table (e.g. the with-stops save: `tour.` for tours).
 * Set per route as `config.uniqueIssuePrefix`.
 */
export type UniqueIssuePrefix = Partial<Record<string, string>>;

/** The 409 `taken` for a unique violation, or undefined when `error` is not one. */
export function takenError(error: unknown, prefix: UniqueIssuePrefix = {}): ApiError | undefined {
  const key = uniqueKeyOf(error);
  if (!key) return undefined;
  const taken = MEANINGS.get(`${key.table}:${key.columns.join(",")}`);
  if (!taken) return new ApiError("taken", "This value is already used by another item.");
  const issue: ErrorIssue = {
    path: `${prefix[key.table] ?? ""}${taken.field}`,
    message: taken.message,
  };
  return new ApiError("taken", taken.message, [issue]);
}
