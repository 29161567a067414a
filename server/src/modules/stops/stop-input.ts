/** Checks shared by the per-stop calls and the tour-with-stops save. */
import type { ErrorIssue, ParsedStopInput } from "@tours/shared";
import { cleanHtml, sanitizeFields } from "../../lib/rich-text.js";
import type { RecordsRepository } from "../records/records.repository.js";

export async function sanitizeStop(
  input: ParsedStopInput,
  pathPrefix = "",
): Promise<{ value: ParsedStopInput; issues: ErrorIssue[] }> {
  const { value, issues } = await sanitizeFields(
    input,
    [{ name: "narrativeText", required: true }],
    pathPrefix,
  );
  const content: string[] = [];
  for (const [i, item] of value.content.entries()) {
    const { html, issue } = await cleanHtml(item, `${pathPrefix}content.${i}`);
    if (issue) issues.push(issue);
    else if (html !== "") content.push(html);
  }
  return { value: { ...value, content }, issues };
}

/** Issues for stops whose record does not exist. */
export async function missingRecordIssues(
  records: RecordsRepository,
  stops: { recordId: string }[],
  pathOf: (index: number) => string,
): Promise<ErrorIssue[]> {
  const ids = [...new Set(stops.map((s) => s.recordId))];
  if (ids.length === 0) return [];
  const found = new Set(await records.existingIds(ids));
  return stops.flatMap((stop, index) =>
    found.has(stop.recordId) ? [] : [{ path: pathOf(index), message: "No record with this id" }],
  );
}
