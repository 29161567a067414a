/**
 * One way for every admin editor to tie its errors to its fields (WCAG 1.3.1): a problem is shown
 * at its field once the field is touched or Save is pressed, with `aria-invalid` and
 * `aria-describedby`, and listed in the editor's error summary with a link to the field.
 */
import { useCallback, useId, useMemo, useState } from "react";

/** A field's problem; `field` names the field in the editor's own terms (e.g. "title"). */
export interface FieldProblem {
  field: string;
  message: string;
  /** How the summary says it, when the field's own message needs context (which stop). */
  summary?: string;
}

/** A problem with the DOM id of its field, as the error summary links to it. */
export interface SummaryEntry extends FieldProblem {
  id: string;
}

/** The id of a field's error text, given the field's own id. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/**
 * The ARIA that ties a field to its help texts and its error. `described` lists the ids of the
 * other texts that describe it (help, warning); falsy entries are skipped.
 */
export function fieldAria(
  fieldId: string,
  error: string | null | undefined,
  described: readonly (string | false | null | undefined)[] = [],
) {
  const ids = [...described, error && errorIdOf(fieldId)].filter(Boolean).join(" ");
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": ids || undefined,
  };
}

/** "Title is required" for each of `fields` ([name, label]) left empty in `draft`. */
export function requiredProblems<F extends string>(
  draft: Readonly<Record<F, string>>,
  fields: readonly (readonly [F, string])[],
): FieldProblem[] {
  return fields
    .filter(([field]) => draft[field].trim() === "")
    .map(([field, label]) => ({ field, message: `${label} is required` }));
}

/** The server's issues by field: the first part of the path names it ("Coordinates.lat"). */
export const serverProblems = (issues: readonly { path: string; message: string }[]) =>
  issues.map((issue) => ({ field: issue.path.split(".")[0] ?? "", message: issue.message }));

/** A field's id and the problem it shows: spread into a TextField or RichTextField. */
export type FieldAt = (field: string) => { id: string; error: string | undefined };

/** The fields of one part of a form (a stop of a tour), named `${prefix}.${field}` in the form. */
export const scopedAt =
  (at: FieldAt, prefix: string): FieldAt =>
  (field) =>
    at(`${prefix}.${field}`);

/** A DOM id for a field of one form, safe in a URL fragment. */
export function fieldIdOf(formId: string, field: string): string {
  return `${formId}-${field}`.replace(/[^A-Za-z0-9_-]/g, "-");
}

/** The first problem of each field, in the order given. */
export function firstPerField<T extends FieldProblem>(problems: readonly T[]): T[] {
  const seen = new Set<string>();
  return problems.filter((problem) => !seen.has(problem.field) && seen.add(problem.field));
}

/**
 * The problem a field shows: its first, once the field was touched or Save was pressed (revealed).
 */
export function shownProblem(
  problems: readonly FieldProblem[],
  field: string,
  seen: { touched: ReadonlySet<string>; revealed: boolean },
): string | undefined {
  if (!seen.revealed && !seen.touched.has(field)) return undefined;
  return problems.find((problem) => problem.field === field)?.message;
}

/**
 * The problems of one editor, shown at their fields once touched or once Save was pressed.
 * `problems` is everything wrong now (the browser's checks and the server's answer).
 */
export function useFieldErrors(problems: readonly FieldProblem[]) {
  const formId = useId();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [revealed, setRevealed] = useState(false);

  const idOf = useCallback((field: string) => fieldIdOf(formId, field), [formId]);
  const entries: SummaryEntry[] = useMemo(
    () => firstPerField(problems).map((problem) => ({ ...problem, id: idOf(problem.field) })),
    [problems, idOf],
  );

  const errorOf = (field: string) => shownProblem(problems, field, { touched, revealed });
  const at: FieldAt = (field) => ({ id: idOf(field), error: errorOf(field) });

  return {
    idOf,
    /** The problem shown at the field, if any. */
    errorOf,
    at,
    /** Every problem, for the error summary. */
    entries,
    touch: (...fields: string[]) =>
      setTouched((current) =>
        fields.every((field) => current.has(field)) ? current : new Set([...current, ...fields]),
      ),
    /** Save was pressed: every problem shows at its field from now on. */
    revealAll: () => setRevealed(true),
  };
}

export type FieldErrors = ReturnType<typeof useFieldErrors>;

const FOCUSABLE = "input, textarea, select, button, [contenteditable='true'], [tabindex]";

/**
 * Focuses a field by its id: the element itself when it takes focus, otherwise the first control
 * inside it (a rich text field, a group of inputs).
 */
export function focusField(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const target = element.matches(FOCUSABLE)
    ? element
    : element.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
  return target !== null && document.activeElement === target;
}
