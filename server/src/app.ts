/** Builds the Fastify app: public API, admin API, media, health, QR code signs, then the web pages. */
import { randomUUID } from "node:crypto";
import path from "node:path";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import { cacheBudget, type Config } from "./config.js";
import type { Db } from "./db/database.js";
import { createRevisionReader } from "./lib/content-revision.js";
import { createRevisionMemo } from "./lib/revision-memo.js";
import { createFastPath, serverWithFastPath } from "./lib/fast-path.js";
import { registerEncodedEtags } from "./lib/encoded-etag.js";
import { frameworkErrors, registerErrorHandling, sendClientError } from "./lib/error-handler.js";
import { MAX_PARAM_LENGTH } from "./lib/allowed-methods.js";
import { createPublicCache } from "./lib/public-cache.js";
import { registerRequestGuard } from "./lib/request-guard.js";
import { registerOverloadShedding } from "./lib/overload.js";
import { registerRequestMetrics } from "./lib/metrics/request-metrics.js";
import { registerRequestLog } from "./lib/request-log.js";
import { registerSecurityHeaders } from "./lib/security-headers.js";
import { adminRoutes } from "./modules/admin.routes.js";
import { healthRoutes } from "./modules/health/health.routes.js";
import { mapRoutes, mapStyleOrigins } from "./modules/map/map.routes.js";
import { staticMapRoutes } from "./modules/map/static-map/static-map.routes.js";
import { mediaFilesRoutes } from "./modules/media/media-files.routes.js";
import { metricsRoutes } from "./modules/metrics/metrics.routes.js";
import { offlineRoutes } from "./modules/offline/offline.routes.js";
import { publicRoutes } from "./modules/public.routes.js";
import { qrRedirectRoutes } from "./modules/qr-codes/qr-redirect.routes.js";
import { createDataAccess, type DataAccess } from "./repositories.js";
import { createServices, type Services } from "./services.js";
import { loadSiteConfig } from "./site/site-config.js";
import { createPublicApi } from "./web/public-api.js";
import { serviceWorkerRoutes } from "./web/service-worker.routes.js";

export interface AppOptions {
  config: Config;
  db: Db;
  /** Tests leave the web pages out to stay fast; the server always includes them. */
  web?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  services: Services;
  /** For the start-up tasks (bootstrap.ts), which work on repositories as services do. */
  data: DataAccess;
}

export async function buildApp({ config, db, web = true }: AppOptions): Promise<BuiltApp> {
  const data = createDataAccess(db);
  const revisions = createRevisionReader(data.repos.revision);
  const budget = cacheBudget(config);
  const fastPath =
    budget.replays > 0 ? createFastPath({ maxBytes: budget.replays, revisions }) : undefined;
  const app = Fastify({
    serverFactory: serverWithFastPath(fastPath),
    logger: {
      level: config.logLevel,
      redact: ["req.headers.authorization", 'req.headers["x-local-token"]'],
    },
    // One line per request, written by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    bodyLimit: 5 * 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler: sendClientError,
    trustProxy: config.trustProxy,
    // A request that reaches a stopping process is still answered (see drain in cluster.ts).
    return503OnClosing: false,
    // In development the web plugin starts Vite, which can take longer than Fastify's 10 s default
    // on a busy machine.
    pluginTimeout: config.production ? 10_000 : 120_000,
  });
  const services = createServices(
    data,
    config,
    (error) => app.log.error({ err: error }, "analytics events or QR code scans not stored"),
    app.log,
  );
  app.addHook("onClose", async () => {
    await Promise.all([services.analytics.flush(), services.qrCodeScans.flush()]);
  });

  registerRequestLog(app, fastPath);
  registerRequestMetrics(app);
  if (fastPath)
    app.addHook("onResponse", async (request, reply) => fastPath.remember(request, reply));
  await registerOverloadShedding(app, config.overloadLagMs);

  const policy = registerSecurityHeaders(app, {
    mapOrigins: mapStyleOrigins(config.mapStyleUrl),
    mediaOrigins:
      config.mediaStore.kind === "s3" && config.mediaStore.publicUrl
        ? [new URL(config.mediaStore.publicUrl).origin]
        : [],
    https: config.publicBaseUrl.startsWith("https:"),
  });
  await app.register(compress, { threshold: 1024 });
  registerEncodedEtags(app);
  await app.register(rateLimit, {
    global: false,
    // A request whose client has already hung up (Node refused the rest of its body) has no
    // address left; the plugin's own key would throw on it, logged as a server error.
    keyGenerator: (request) => normalizeIP(request.ip ?? ""),
  });
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(
        config.uploadLimits.Image,
        config.uploadLimits.Audio,
        config.uploadLimits.Video,
      ),
      files: 1,
      fields: 5,
    },
  });
  registerErrorHandling(app);
  registerRequestGuard(app);

  await app.register(mediaFilesRoutes, {
    store: services.mediaStore,
    publicUrl: config.mediaStore.kind === "s3" ? config.mediaStore.publicUrl : undefined,
  });

  const cache = createPublicCache(
    revisions,
    (key, issues) =>
      app.log.error({ key, issues }, "a cached response does not match its contract"),
    budget.lists,
  );
  await app.register(healthRoutes, { db, store: services.mediaStore });
  await app.register(metricsRoutes, { token: config.metricsToken });
  const mapOptions = {
    styleUrl: config.mapStyleUrl,
    pmtilesFile: config.mapPmtilesFile,
    outlineStyleFile: path.join(config.webRoot, "public/map/outline-style.json"),
  };
  await app.register(mapRoutes, mapOptions);
  await app.register(qrRedirectRoutes, { qrCodes: services.qrCodes });
  await app.register(publicRoutes, {
    prefix: "/api",
    services,
    cache,
    eventsPerMinute: config.visitorEventsPerMinute,
  });
  await app.register(staticMapRoutes, {
    cache,
    sources: {
      tours: services.tours,
      stops: services.stops,
      pmtilesFile: config.mapPmtilesFile,
      outlineGeojsonFile: path.join(config.webRoot, "public/map/nashville.geojson"),
    },
  });
  await app.register(offlineRoutes, {
    prefix: "/api",
    services,
    cache,
    clientRoot: path.join(config.webRoot, "build/client"),
    map: mapOptions,
  });
  await app.register(adminRoutes, { prefix: "/dashboard/api", services, cache });
  await app.register(serviceWorkerRoutes, {
    webRoot: config.webRoot,
    enabled: config.serviceWorker,
  });

  if (web) {
    const { registerWebApp } = await import("./web/web-app.plugin.js");
    const api = createPublicApi(
      services,
      loadSiteConfig(config.siteConfigFile),
      config.publicBaseUrl,
      createRevisionMemo(revisions),
    );
    await registerWebApp(app, {
      webRoot: config.webRoot,
      production: config.production,
      loadContext: { api, serviceWorker: config.serviceWorker },
      pageCache: {
        maxBytes: budget.pages,
        revisions,
        policy,
      },
    });
  }
  return { app, services, data };
}
