/**
 * Everything that keeps a record from being saved, field by field (SPEC §5 Record (admin)): the
 * browser's checks first, then the server's answer to the last save (`Coordinates.lat` → the
 * Coordinates field). Field names are the draft's, as in the server's issue paths.
 */
import type { ErrorIssue } from "@tours/shared/browser";
import { type FieldProblem, requiredProblems, serverProblems } from "../ui/field-errors";
import { slugProblem } from "@tours/shared/browser";
import { coordinatesProblem, type RecordDraft, REQUIRED_FIELDS } from "./record-draft";

export function recordProblems(draft: RecordDraft, server: readonly ErrorIssue[]): FieldProblem[] {
  const own = requiredProblems(draft, REQUIRED_FIELDS);
  const slug = slugProblem(draft.slug);
  if (slug) own.push({ field: "slug", message: slug });
  const coordinates = coordinatesProblem(draft.lat, draft.lng);
  if (coordinates) own.push({ field: "Coordinates", message: coordinates });
  return [...own, ...serverProblems(server)];
}
