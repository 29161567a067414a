/**
 * The problems of an editor's draft (WCAG 1.3.1, 3.3.1): the shared schema's, checked again at
 * each change, and the server's from the last save, kept until their fields change. A problem
 * shows at its field, and in the error summary, once the field was changed or Save was pressed
 * (as React Hook Form shows errors once a field is touched or the form submitted): a blank new
 * form opens with none.
 */
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import {
  type DraftRules,
  draftProblems,
  inFormOrder,
  type Issue,
  placeIssues,
} from "./draft-issues";
import {
  type FieldAt,
  fieldIdOf,
  type FieldProblem,
  firstPerField,
  type SummaryEntry,
} from "./field-errors";

/** A field and the fields within it ("Coordinates" holds "Coordinates.lat"). */
const isWithin = (fields: readonly string[]) => (problem: FieldProblem) =>
  fields.some((field) => problem.field === field || problem.field.startsWith(`${field}.`));

export function useDraftErrors<D>(draft: D, rules: DraftRules<D>) {
  const formId = useId();
  // The schema's problems with the last draft checked: null until the first check is done.
  const [own, setOwn] = useState<FieldProblem[] | null>(null);
  const [server, setServer] = useState<FieldProblem[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [revealed, setRevealed] = useState(false);

  const problemsOf = useCallback((of: D) => draftProblems(rules, of), [rules]);

  useEffect(() => {
    let live = true;
    void problemsOf(draft).then((problems) => live && setOwn(problems));
    return () => {
      live = false;
    };
  }, [draft, problemsOf]);

  const problems = useMemo(
    () => inFormOrder(rules, [...server, ...(own ?? [])], draft),
    [server, own, rules, draft],
  );

  const shows = useCallback((field: string) => revealed || touched.has(field), [revealed, touched]);
  const idOf = useCallback((field: string) => fieldIdOf(formId, field), [formId]);
  const entries: SummaryEntry[] = useMemo(
    () =>
      firstPerField(problems.filter((problem) => shows(problem.field))).map((problem) => ({
        ...problem,
        summary: rules.summaryOf?.(problem, draft) ?? problem.summary,
        id: idOf(problem.field),
      })),
    [problems, shows, rules, draft, idOf],
  );

  const errorOf = (field: string) =>
    shows(field) ? problems.find((problem) => problem.field === field)?.message : undefined;
  const at: FieldAt = (field) => ({ id: idOf(field), error: errorOf(field) });

  return {
    idOf,
    /** The problem shown at the field, if any. */
    errorOf,
    at,
    /** The problems shown, for the error summary. */
    entries,
    /** Every problem, in the order of the form's fields (a field's: the server's first). */
    problems,
    /** The draft last checked can be saved (until the first check: no). */
    valid: own !== null && own.length === 0,
    /** Checks a draft now (Save pressed); answers its problems. */
    async check(of: D) {
      const found = await problemsOf(of);
      setOwn(found);
      return found;
    },
    /** The fields were changed: their problems show from now on, the server's there go. */
    changed(...fields: string[]) {
      setTouched((current) =>
        fields.every((field) => current.has(field)) ? current : new Set([...current, ...fields]),
      );
      setServer((current) => {
        const left = current.filter((problem) => !isWithin(fields)(problem));
        return left.length === current.length ? current : left;
      });
    },
    /** Save was pressed: every problem shows at its field from now on. */
    revealAll: () => setRevealed(true),
    /** The server's issues with a save of `sent`, placed at their fields. */
    setServerIssues: (issues: readonly Issue[], sent: D) =>
      setServer(placeIssues(rules, issues, sent)),
    clearServerIssues: () => setServer([]),
  };
}
