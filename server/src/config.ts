/** The one place that reads process.env: parsed once, all problems reported together. */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { SERVER_ROOT } from "./server-root.js";

const MB = 1024 * 1024;
/** The style every tour and the home map use unless a tour names another. */
export const DEFAULT_MAP_STYLE_URL = "/map/style.json";
const booleanFlag = z.enum(["true", "false"]).transform((value) => value === "true");
const megabytes = (fallback: number) =>
  z.coerce
    .number()
    .positive()
    .default(fallback)
    .transform((mb) => Math.round(mb * MB));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z.string().optional(),
  PUBLIC_BASE_URL: z.url().optional(),
  MAP_STYLE_URL: z.string().default(DEFAULT_MAP_STYLE_URL),
  MAP_PMTILES: z
    .string()
    .optional()
    .refine((file) => file === undefined || fs.existsSync(file), "no such file"),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(10, "must be at least 10 characters").optional(),
  DEMO_CONTENT: booleanFlag.default(true),
  UPLOAD_MAX_IMAGE_MB: megabytes(15),
  UPLOAD_MAX_AUDIO_MB: megabytes(100),
  UPLOAD_MAX_VIDEO_MB: megabytes(500),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  SITE_CONFIG: z.string().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  PAGE_CACHE_MB: z.coerce.number().min(0).default(64),
  MEDIA_STORE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  MEDIA_PUBLIC_URL: z.url().optional(),
  OVERLOAD_LAG_MS: z.coerce.number().int().min(0).default(1000),
  VISITOR_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  METRICS_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .regex(/^\S+$/, "must not contain spaces")
    .optional(),
  SERVICE_WORKER: z.enum(["on", "off"]).default("on"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.string().default("production"),
});

export type Config = Readonly<{
  port: number;
  /** WEB_CONCURRENCY: app processes serving the port (one by default); see cluster.ts. */
  webConcurrency: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  /** Where uploads live when MEDIA_STORE=local, and the staging folder for uploads either way. */
  mediaRoot: string;
  /** MEDIA_STORE: the local folder, or an S3-compatible bucket (credentials from the AWS_* variables). */
  mediaStore: MediaStoreConfig;
  publicBaseUrl: string;
  /** MAP_STYLE_URL: where /map/style.json sends browsers when it is a hosted style. */
  mapStyleUrl: string;
  /** MAP_PMTILES: a Protomaps basemap extract served at /map/basemap.pmtiles. */
  mapPmtilesFile: string | undefined;
  admin: { email: string; password: string } | undefined;
  demoContent: boolean;
  uploadLimits: Readonly<{ Image: number; Audio: number; Video: number }>;
  sessionTtlMs: number;
  logLevel: string;
  trustProxy: boolean;
  /**
   * PAGE_CACHE_MB: bytes of public answers kept in memory (compressed pages, replayed answers) by
   * the whole server, shared out among its app processes (see cacheBudget); 0 renders every request.
   */
  pageCacheBytes: number;
  /** OVERLOAD_LAG_MS: event-loop delay past which requests get 503 at once; 0 never sheds. */
  overloadLagMs: number;
  /**
   * VISITOR_EVENTS_PER_MINUTE: analytics events (and counted searches) taken from one address a
   * minute; more get 429. Raise it where many visitors share one address (a school's network).
   */
  visitorEventsPerMinute: number;
  /** METRICS_TOKEN: the bearer token that opens /metrics to other machines (loopback needs none). */
  metricsToken: string | undefined;
  /**
   * SERVICE_WORKER: `on` serves the site's service worker at /sw.js (production only); `off` is
   * the kill switch: /sw.js becomes a worker that removes itself and its caches, and pages
   * unregister any worker instead of registering one.
   */
  serviceWorker: boolean;
  /** JSON file with the menu, outside links, sponsors and lesson plans. */
  siteConfigFile: string;
  production: boolean;
  webRoot: string;
}>;

export type MediaStoreConfig = Readonly<
  | { kind: "local" }
  | {
      kind: "s3";
      /** S3_ENDPOINT: an S3-compatible server; unset means AWS itself. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      /** MEDIA_PUBLIC_URL: a CDN base that /media/… redirects to. */
      publicUrl: string | undefined;
      /** S3_TIMEOUT_MS: how long the store may stay silent before a request to it fails. */
      timeoutMs: number;
    }
>;

export class ConfigError extends Error {}

function mediaStoreConfig(e: z.infer<typeof envSchema>): MediaStoreConfig {
  if (e.MEDIA_STORE === "local") return { kind: "local" };
  if (!e.S3_BUCKET) {
    throw new ConfigError("Invalid configuration:\n  S3_BUCKET: required when MEDIA_STORE=s3");
  }
  return {
    kind: "s3",
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    publicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ""),
    timeoutMs: e.S3_TIMEOUT_MS,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError("Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD go together");
  }
  if (e.MAP_PMTILES !== undefined && e.MAP_STYLE_URL !== DEFAULT_MAP_STYLE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  MAP_PMTILES and MAP_STYLE_URL: set one of them",
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return Object.freeze({
    port: e.PORT,
    // One process unless asked: on two cores it serves as many pages as two, keeps /healthz
    // within 100 ms under load, and takes less than half the memory (README, "Load and memory").
    // Development always runs one: Vite's dev server lives in it.
    webConcurrency: e.WEB_CONCURRENCY ?? 1,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `sqlite://${path.join(dataDir, "tours.db")}`,
    mediaRoot: path.join(dataDir, "uploads"),
    mediaStore: mediaStoreConfig(e),
    publicBaseUrl: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
    mapStyleUrl: e.MAP_STYLE_URL,
    mapPmtilesFile: e.MAP_PMTILES === undefined ? undefined : path.resolve(e.MAP_PMTILES),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    demoContent: e.DEMO_CONTENT,
    uploadLimits: Object.freeze({
      Image: e.UPLOAD_MAX_IMAGE_MB,
      Audio: e.UPLOAD_MAX_AUDIO_MB,
      Video: e.UPLOAD_MAX_VIDEO_MB,
    }),
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    pageCacheBytes: Math.round(e.PAGE_CACHE_MB * MB),
    overloadLagMs: e.OVERLOAD_LAG_MS,
    visitorEventsPerMinute: e.VISITOR_EVENTS_PER_MINUTE,
    metricsToken: e.METRICS_TOKEN,
    serviceWorker: e.SERVICE_WORKER === "on" && e.NODE_ENV === "production",
    siteConfigFile: path.resolve(
      e.SITE_CONFIG ?? path.join(SERVER_ROOT, "src/site/site-config.json"),
    ),
    production: e.NODE_ENV === "production",
    webRoot: path.resolve(SERVER_ROOT, "../web"),
  });
}

/**
 * One app process's share of PAGE_CACHE_MB: the budget is the server's, so each of its
 * WEB_CONCURRENCY processes keeps 1/N. Half of a share holds the rendered pages (brotli and gzip),
 * a quarter the public API's lists (public-cache.ts), a quarter the answers replayed before the
 * framework (fast-path.ts), which mostly point at buffers the other two hold: what is kept stays
 * within the share whatever the mix of pages and lists.
 */
export function cacheBudget(config: Pick<Config, "pageCacheBytes" | "webConcurrency">): {
  pages: number;
  lists: number;
  replays: number;
} {
  const share = Math.floor(config.pageCacheBytes / Math.max(1, config.webConcurrency));
  const quarter = Math.floor(share / 4);
  return { pages: share - 2 * quarter, lists: quarter, replays: quarter };
}
