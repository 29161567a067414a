/**
 * One way for every admin editor to tie its errors to its fields (WCAG 1.3.1): a problem is shown
 * at its field (see `useDraftErrors`) with `aria-invalid` and `aria-describedby`, and listed in
 * the editor's error summary with a link to the field.
 */

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
