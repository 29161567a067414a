import { sanitizeRichText } from "./sanitize.js";
import type { ErrorIssue } from "@tours/shared";

/**
 * Sanitizes the named HTML fields of an input. A required field that holds nothing but
 * disallowed markup becomes an issue rather than an empty stored value.
 */
export function sanitizeFields<T extends Record<string, unknown>>(
  input: T,
  fields: { name: keyof T & string; required: boolean }[],
  pathPrefix = "",
): { value: T; issues: ErrorIssue[] } {
  const value = { ...input };
  const issues: ErrorIssue[] = [];
  for (const { name, required } of fields) {
    const clean = sanitizeRichText(String(input[name] ?? ""));
    if (required && textOf(clean) === "")
      issues.push({ path: pathPrefix + name, message: "Must contain text" });
    (value as Record<string, unknown>)[name] = clean;
  }
  return { value, issues };
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
