/**
 * One guard in front of every route: text PostgreSQL cannot store (NUL, lone surrogates),
 * malformed percent-encoding, API ids longer than MAX_ID_LENGTH, and body strings or lists over
 * the limits in @tours/shared are refused with 400 before any handler or page loader sees them,
 * on both engines alike. Field schemas add the tighter limits (ids, titles).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  MAX_ID_LENGTH,
  MAX_LIST_LENGTH,
  MAX_MEDIA_PATH_LENGTH,
  MAX_TEXT_LENGTH,
  type ErrorIssue,
} from "@tours/shared";
import { ApiError, invalid } from "./errors.js";

/** NUL, or half of a surrogate pair on its own (the `u` flag keeps real pairs whole). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;
const UNSTORABLE_MESSAGE = "Contains characters that cannot be stored";
/** Stands for a list over MAX_LIST_LENGTH among the strings of a body. */
const LIST_TOO_LONG = Symbol("list too long");

export const API_PREFIXES = ["/api/", "/dashboard/api/"];
export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** How deep a body's lists and objects may nest: far past any form of ours, far short of a stack. */
export const MAX_BODY_DEPTH = 32;
/** Stands for lists and objects nested past MAX_BODY_DEPTH. */
const TOO_DEEP = Symbol("nested too deeply");

/** Parsed JSON's own objects; anything else (a request stream handed to a page) is not walked. */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (!value || typeof value !== "object") return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** Every string in a parsed body, with its path ("stops.2.title"). */
function* strings(
  value: unknown,
  path: string[] = [],
): Generator<[string, string | typeof LIST_TOO_LONG | typeof TOO_DEEP]> {
  if (typeof value === "string") yield [path.join("."), value];
  else if (Array.isArray(value) || isPlainObject(value)) {
    if (path.length >= MAX_BODY_DEPTH) {
      yield [path.join("."), TOO_DEEP];
      return;
    }
    if (Array.isArray(value)) {
      if (value.length > MAX_LIST_LENGTH) yield [path.join("."), LIST_TOO_LONG];
      for (const [index, item] of value.entries()) yield* strings(item, [...path, String(index)]);
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      yield* strings(key, [...path, key]);
      yield* strings(item, [...path, key]);
    }
  }
}

function bodyIssues(value: unknown, prefix: string): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  for (const [path, text] of strings(value)) {
    const message =
      text === LIST_TOO_LONG
        ? `Send at most ${MAX_LIST_LENGTH} items`
        : text === TOO_DEEP
          ? `Nest lists and objects at most ${MAX_BODY_DEPTH} levels deep`
          : UNSTORABLE.test(text)
            ? UNSTORABLE_MESSAGE
            : text.length > MAX_TEXT_LENGTH
              ? `Use at most ${MAX_TEXT_LENGTH} characters`
              : undefined;
    if (message) issues.push({ path: `${prefix}${path}`, message });
  }
  return issues;
}

/** Issues with the address: decodes it once, so "%00" and malformed escapes are both caught. */
export function urlIssues(url: string): ErrorIssue[] {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.replace(/\+/g, " "));
  } catch {
    return [{ path: "url", message: "The address has a malformed %-escape" }];
  }
  return UNSTORABLE.test(decoded) ? [{ path: "url", message: UNSTORABLE_MESSAGE }] : [];
}

/** The one API route whose wildcard names a stored media path, not an id. */
const MEDIA_PATH_ROUTE = "/dashboard/api/media/*";

function paramIssues(params: unknown, route: string | undefined): ErrorIssue[] {
  const issues: ErrorIssue[] = [];
  // The router's params object has a prototype of its own: its own fields, as a plain object.
  for (const [path, text] of strings({ ...(params as object) })) {
    const limit = route === MEDIA_PATH_ROUTE ? MAX_MEDIA_PATH_LENGTH : MAX_ID_LENGTH;
    if (typeof text === "string" && text.length > limit) {
      issues.push({ path: `params.${path}`, message: `Use at most ${limit} characters` });
    }
  }
  return issues;
}

/** A short page for a browser that opened an address no page can answer. */
export function sendBadAddressPage(reply: FastifyReply, status = 400): FastifyReply {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ' +
        'content="width=device-width, initial-scale=1"><title>Page not found</title></head>' +
        "<body><main><h1>Page not found</h1><p>This address is not one of ours.</p>" +
        '<p><a href="/">Go to the home page</a></p></main></body></html>',
    );
}

export function registerRequestGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request: FastifyRequest, reply: FastifyReply) => {
    const issues = urlIssues(request.url);
    if (issues.length === 0) return;
    if (!isApiPath(request.url)) return sendBadAddressPage(reply);
    throw new ApiError("validation_failed", "The address is not valid", issues);
  });
  app.addHook("preValidation", async (request) => {
    const issues = [
      // Page paths are matched by React Router, which answers an unknown long slug with a 404 page.
      ...(isApiPath(request.url) ? paramIssues(request.params, request.routeOptions.url) : []),
      ...bodyIssues(request.body, ""),
      ...bodyIssues(request.query, "query."),
    ];
    if (issues.length > 0) throw invalid(issues);
  });
}
