/**
 * The `route` label of the request metrics: the Fastify route pattern (`/api/tours/:tourId/stops`),
 * never the raw URL, so the number of series stays bounded. The web app answers every page through
 * one catch-all route, so a page gets the pattern of its kind of page (`/tours/:tourSlug/*`) from
 * its path's first segment; a route may also name its own label (config.metricsRoute), as the web
 * app's static files do.
 */
import type { FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The `route` label of this route's requests, instead of its URL pattern. */
    metricsRoute?: string;
  }
}

/** The web app's catch-all route, which renders every page. */
export const PAGE_ROUTE = "/*";

/** Requests to no route at all (the 404 handler). */
export const UNMATCHED = "unmatched";

/** Sections whose deeper paths are one kind of page each. */
const SECTIONS: Record<string, string> = {
  tours: "/tours/:tourSlug/*",
  records: "/records/:slug",
  "lesson-plans": "/lesson-plans/:band",
  landing: "/landing/walking-tours/*",
  admin: "/admin/*",
};

/** Pages (and files the web app renders) with a path of one segment. */
const SINGLE = new Set([
  "tours",
  "records",
  "search",
  "lesson-plans",
  "about-us",
  "faq",
  "our-sponsors",
  "saved-tours",
  "offline",
  "admin",
  "sitemap.xml",
  "robots.txt",
  "tours.json",
  "stop-details.json",
  "records.json",
  "search.json",
]);

/** The pattern of the page a path shows; `/*` for a path the site has no page for. */
export function pageRoute(url: string): string {
  const query = url.indexOf("?");
  let path = query === -1 ? url : url.slice(0, query);
  // React Router's client navigation asks for `/tours/a.data` (`/_root.data` for the home page).
  const data = path.endsWith(".data");
  if (data) path = path.slice(0, -".data".length);
  const slash = path.indexOf("/", 1);
  const first = slash === -1 ? path.slice(1) : path.slice(1, slash);
  const deeper = slash !== -1 && slash < path.length - 1;
  let pattern: string;
  if (!deeper && (first === "" || first === "_root")) pattern = "/";
  else if (deeper) pattern = SECTIONS[first] ?? PAGE_ROUTE;
  else pattern = SINGLE.has(first) ? `/${first}` : PAGE_ROUTE;
  if (!data) return pattern;
  return pattern === "/" ? "/_root.data" : `${pattern}.data`;
}

export function routeLabel(request: FastifyRequest): string {
  const { url, config } = request.routeOptions;
  if (config.metricsRoute) return config.metricsRoute;
  if (url === undefined) return UNMATCHED;
  return url === PAGE_ROUTE ? pageRoute(request.url) : url;
}
