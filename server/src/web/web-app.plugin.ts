/** Serves the React Router app (server rendering and client files) behind every route registered before it. */
import path from "node:path";
import { reactRouterFastify } from "@mcansh/remix-fastify/react-router";
import type { FastifyInstance } from "fastify";
import { ApiError } from "../lib/errors.js";
import { PAGE_ROUTE } from "../lib/metrics/route-label.js";
import { canonicalRedirect } from "./canonical-path.js";
import { answerHeadAsGet } from "./head-as-get.js";
import { registerPageCache, type PageCacheOptions } from "./page-cache.js";
import type { PublicApi } from "./public-api.js";

export interface WebAppOptions {
  webRoot: string;
  production: boolean;
  /** Handed to every page loader next to the request's CSP nonce. */
  loadContext: { api: PublicApi; serviceWorker: boolean };
  /** Rendered public pages are kept (production only); see page-cache.ts. */
  pageCache?: PageCacheOptions;
}

const RESERVED_PREFIXES = [
  "/api",
  "/dashboard/api",
  "/media",
  "/q",
  "/healthz",
  "/readyz",
  "/metrics",
  "/assets",
];

const PAGE_METHODS = "GET, HEAD";

/** "/.vite/…", "/%2evite/…", "/assets/.x": a path segment that starts with a dot, once decoded. */
export function hasDotSegment(url: string): boolean {
  const pathname = url.split("?", 1)[0] ?? url;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return decoded.split(/[/\\]/).some((segment) => segment.startsWith("."));
}

export function isReservedPath(url: string): boolean {
  const pathname = url.split("?", 1)[0] ?? url;
  return RESERVED_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

export async function registerWebApp(
  app: FastifyInstance,
  { webRoot, production, loadContext, pageCache }: WebAppOptions,
): Promise<void> {
  // The built stylesheets pages carry inline (entry.server.tsx); in development Vite serves its own.
  const clientRoot = production ? path.join(webRoot, "build/client") : undefined;
  // Encapsulated so the Vite middleware (development) never runs in front of the API routes.
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (request, reply) => {
      // The client's files are sent brotli, gzip or plain by what the browser accepts.
      if (request.url.startsWith("/assets/")) reply.header("vary", "accept-encoding");
      // Vite's development modules (/@vite/…, /@fs/…) keep their addresses.
      if (isReservedPath(request.url) || request.url.startsWith("/@")) return;
      // Pages and the client's files are read only: no page has an action, and React Router
      // would answer any other method with its own internals after reading the body.
      if (request.method !== "GET" && request.method !== "HEAD") {
        const message = `${request.method} is not allowed here; use ${PAGE_METHODS}.`;
        return reply
          .code(405)
          .header("allow", PAGE_METHODS)
          .send(new ApiError("method_not_allowed", message).toBody());
      }
      // build/client/.vite holds the build manifest: read by the server, never sent. Any segment
      // starting with a dot is refused, as decoded (the static files are found that way too).
      if (hasDotSegment(request.url)) return reply.callNotFound();
      const location = canonicalRedirect(request.url);
      if (location) return reply.redirect(location, 301);
    });
    // The client build's files are each a route of their own (hashed names change with every
    // build): in the request metrics they are one route, not one per file. They are sent even
    // while the process sheds load, so the pages it has sent still run (lib/overload.ts).
    scope.addHook("onRoute", (route) => {
      if (route.url === PAGE_ROUTE) return;
      const metricsRoute = route.url.startsWith("/assets/") ? "/assets/*" : "static file";
      route.config = { ...route.config, metricsRoute, neverShed: true };
    });
    answerHeadAsGet(scope);
    if (production && pageCache && pageCache.maxBytes > 0) registerPageCache(scope, pageCache);
    await scope.register(reactRouterFastify, {
      mode: production ? "production" : "development",
      buildDirectory: path.join(webRoot, "build"),
      viteOptions: { root: webRoot, server: { hmr: { server: app.server } } },
      assetCacheControl: { public: true, maxAge: "365 days", immutable: true },
      defaultCacheControl: { public: true, maxAge: "10 minutes" },
      // The client's files come compressed ahead (web/scripts/precompress-assets.ts).
      fastifyStaticOptions: { decorateReply: false, index: false, preCompressed: true },
      getLoadContext: (_request, reply) => ({
        ...loadContext,
        cspNonce: reply.cspNonce.script,
        cspStyleNonce: reply.cspNonce.style,
        clientRoot,
      }),
      childServerOptions: {
        // Unknown API paths and missing assets get the app's 404, not a rendered page.
        onRequest: async (request, reply) => {
          if (!isReservedPath(request.url)) return;
          reply.callNotFound();
          return reply;
        },
      },
    });
  });
}
