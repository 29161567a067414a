import { setImmediate as nextTurn } from "node:timers/promises";
import { MAX_HTML_DEPTH, type ErrorIssue } from "@tours/shared";
import { nestsTooDeep, sanitizeRichText } from "./sanitize.js";

/**
 * One stored HTML field made safe, or the issue that refuses it. Each field waits its turn on
 * the event loop first: sanitizing 100,000 characters takes up to about 70 ms, and a tour saved
 * with its stops can carry fifty such fields, which would otherwise hold every visitor's request
 * for seconds.
 */
export async function cleanHtml(
  html: string,
  path: string,
  required = false,
): Promise<{ html: string; issue?: ErrorIssue }> {
  await nextTurn();
  if (nestsTooDeep(html))
    return { html: "", issue: { path, message: `Nest tags at most ${MAX_HTML_DEPTH} deep` } };
  const clean = sanitizeRichText(html);
  if (required && textOf(clean) === "")
    return { html: clean, issue: { path, message: "Must contain text" } };
  return { html: clean };
}

/**
 * Sanitizes the named HTML fields of an input. A required field that holds nothing but
 * disallowed markup becomes an issue rather than an empty stored value.
 */
export async function sanitizeFields<T extends Record<string, unknown>>(
  input: T,
  fields: readonly { name: keyof T & string; required: boolean }[],
  pathPrefix = "",
): Promise<{ value: T; issues: ErrorIssue[] }> {
  const value = { ...input };
  const issues: ErrorIssue[] = [];
  for (const { name, required } of fields) {
    const { html, issue } = await cleanHtml(String(input[name] ?? ""), pathPrefix + name, required);
    if (issue) issues.push(issue);
    (value as Record<string, unknown>)[name] = html;
  }
  return { value, issues };
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
