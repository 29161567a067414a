/** Checks shared by the per-stop calls and the tour-with-stops save. */
import type { ErrorIssue, ParsedStopInput } from "@tours/shared";
import type { Db } from "../../db/database.js";
import { sanitizeRichText } from "../../lib/sanitize.js";
import { sanitizeFields } from "../../lib/rich-text.js";

export function sanitizeStop(
  input: ParsedStopInput,
  pathPrefix = "",
): { value: ParsedStopInput; issues: ErrorIssue[] } {
  const { value, issues } = sanitizeFields(
    input,
    [{ name: "narrativeText", required: true }],
    pathPrefix,
  );
  return {
    value: { ...value, content: value.content.map(sanitizeRichText).filter((html) => html !== "") },
    issues,
  };
}

/** Issues for stops whose record does not exist. */
export async function missingRecordIssues(
  executor: Db,
  stops: { recordId: string }[],
  pathOf: (index: number) => string,
): Promise<ErrorIssue[]> {
  const ids = [...new Set(stops.map((s) => s.recordId))];
  if (ids.length === 0) return [];
  const found = new Set(
    (await executor.selectFrom("records").select("id").where("id", "in", ids).execute()).map(
      (r) => r.id,
    ),
  );
  return stops.flatMap((stop, index) =>
    found.has(stop.recordId) ? [] : [{ path: pathOf(index), message: "No record with this id" }],
  );
}
