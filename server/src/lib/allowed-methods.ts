/**
 * Which methods an API address answers, for a 405 instead of a 404 when it exists under another
 * method. Fastify's router knows only "no route for this method"; a second router of the same kind
 * (find-my-way, Fastify's own) holds the API's routes by method to tell the two apart.
 */
import type { FastifyInstance } from "fastify";
import FindMyWay, { type HTTPMethod } from "find-my-way";
import { isApiPath } from "./request-guard.js";

const METHODS: HTTPMethod[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Fastify's router and this one both: long enough for any page path; the request guard holds API
 * ids to MAX_ID_LENGTH with a 400.
 */
export const MAX_PARAM_LENGTH = 2048;

/** Call before any route is registered; answers the methods a path has routes for. */
export function trackApiMethods(app: FastifyInstance): (path: string) => HTTPMethod[] {
  const routes = FindMyWay({ maxParamLength: MAX_PARAM_LENGTH });
  app.addHook("onRoute", ({ method, url }) => {
    if (!isApiPath(url)) return;
    for (const each of [method].flat()) {
      if (METHODS.includes(each as HTTPMethod)) routes.on(each as HTTPMethod, url, () => {});
    }
  });
  return (path) => METHODS.filter((method) => routes.find(method, path) !== null);
}
