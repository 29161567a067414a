/**
 * What the shared schemas say about an editor's draft, in the editor's terms. The draft is checked
 * as it would be sent, by React Hook Form's `zodResolver` on the server's own schema; its nested
 * FieldErrors become a list of issues with paths like the server's ("Coordinates.lat",
 * "stops.2.slug"), so that the browser's issues and the server's are placed at their fields and
 * worded the same way.
 */
import { REQUIRED } from "@tours/shared";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { FieldProblem } from "./field-errors";

/** One thing wrong, at a path of what is sent; `type` is the Zod issue's code (none from the server). */
export interface Issue {
  path: string;
  message: string;
  type?: string;
}

/**
 * How an editor checks its draft and says what is wrong, in its own fields' terms: a module
 * constant (`recordRules`, `tourRules`…), since the draft is checked again when it changes.
 */
export interface DraftRules<D> {
  /** The draft's issues by the shared schema (`checkWith`); none when it can be saved. */
  check(draft: D): Promise<Issue[]>;
  /** An issue (the schema's or the server's) at the form's field, in its words. */
  problemOf(issue: Issue, draft: D): FieldProblem;
  /** Where a field's problems come in the summary (default: as found). */
  rankOf?(field: string, draft: D): number;
  /** How the summary says a problem, when its message needs context (which stop). */
  summaryOf?(problem: FieldProblem, draft: D): string | undefined;
}

/** Issues (the schema's or the server's) as problems at the form's fields. */
export const placeIssues = <D>(rules: DraftRules<D>, issues: readonly Issue[], draft: D) =>
  issues.map((issue) => rules.problemOf(issue, draft));

/** Problems in the order of their fields on the form (`rankOf`); a field's in the order given. */
export function inFormOrder<D>(rules: DraftRules<D>, problems: readonly FieldProblem[], draft: D) {
  const rank = (problem: FieldProblem) => rules.rankOf?.(problem.field, draft) ?? 0;
  return [...problems].sort((a, b) => rank(a) - rank(b));
}

/** The problems the schema finds with a draft, at the form's fields, in their order. */
export const draftProblems = async <D>(rules: DraftRules<D>, draft: D) =>
  inFormOrder(rules, placeIssues(rules, await rules.check(draft), draft), draft);

const isFieldError = (node: object): node is FieldError =>
  typeof (node as { type?: unknown }).type === "string";

/** The resolver's nested errors as a list, in the schema's order; a list's own error (`root`) at the list. */
export function issuesOf(errors: FieldErrors | object, prefix = ""): Issue[] {
  return Object.entries(errors).flatMap(([key, node]): Issue[] => {
    if (key === "ref" || typeof node !== "object" || node === null) return [];
    const path = key === "root" ? prefix : prefix ? `${prefix}.${key}` : key;
    if (isFieldError(node)) return [{ path, message: node.message ?? "", type: node.type }];
    return issuesOf(node, path);
  });
}

const RESOLVER_OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

/**
 * A draft's check: `inputOf` makes what it would send, the resolver (`zodResolver(schema)`)
 * checks it; answers its issues, none when it can be sent.
 */
export function checkWith<D, I extends FieldValues>(
  resolver: Resolver<I, unknown, unknown>,
  inputOf: (draft: D) => I,
) {
  return async (draft: D): Promise<Issue[]> => {
    const { errors } = await resolver(inputOf(draft), undefined, RESOLVER_OPTIONS);
    return issuesOf(errors);
  };
}

/** "Title is required" for a required field left empty; the schema's own message otherwise. */
export const inWords = (label: string, issue: Issue): string =>
  issue.message === REQUIRED ? `${label} is required` : issue.message;

/** A field's label in a table of [field, label] (the form's fields in the order shown). */
export function labelOf(fields: readonly (readonly [string, string])[], field: string): string {
  return fields.find(([name]) => name === field)?.[1] ?? field;
}

/** Where a field comes in a table of [field, label]; after every listed field when not listed. */
export function rankOf(fields: readonly (readonly [string, string])[], field: string): number {
  const index = fields.findIndex(([name]) => name === field);
  return index < 0 ? fields.length : index;
}
