/**
 * Everything that keeps a record from being saved, field by field (SPEC §5 Record (admin)): the
 * browser's checks first, then the server's answer to the last save (`Coordinates.lat` → the
 * Coordinates field). Field names are the draft's, as in the server's issue paths.
 */
import type { FieldIssue } from "../api/admin-api";
import type { FieldProblem } from "../ui/field-errors";
import { coordinatesProblem, type RecordDraft, REQUIRED_FIELDS, slugProblem } from "./record-draft";

export function recordProblems(draft: RecordDraft, server: readonly FieldIssue[]): FieldProblem[] {
  const own: FieldProblem[] = REQUIRED_FIELDS.filter(([field]) => draft[field].trim() === "").map(
    ([field, label]) => ({ field, message: `${label} is required` }),
  );
  const slug = slugProblem(draft.slug);
  if (slug) own.push({ field: "slug", message: slug });
  const coordinates = coordinatesProblem(draft.lat, draft.lng);
  if (coordinates) own.push({ field: "Coordinates", message: coordinates });
  const answered = server.map((issue) => ({
    field: issue.path.split(".")[0] ?? "",
    message: issue.message,
  }));
  return [...own, ...answered];
}
