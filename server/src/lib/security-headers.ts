/**
 * The security headers of every answer: helmet's set (CSP, HSTS, frame and referrer policies…),
 * a Permissions-Policy that lets only this site ask for the visitor's position (the tours' GPS
 * features) and denies the powerful features it never uses, and `Cache-Control: no-store` on
 * everything staff see (pages under /admin, the staff API, the sign-in answer).
 *
 * The built client's code files get only the headers that act on a subresource (isClientCodePath).
 *
 * Helmet's values depend only on the configuration, so they are worked out once at start and
 * copied onto each answer. Only a page the server renders needs CSP nonces: `reply.cspNonce` makes
 * them on first use and puts them in that answer's policy; every other answer (the API, media, a
 * page from the page cache) goes without, and never pays for the random bytes.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import helmet from "helmet";
import { isStaffPath } from "@tours/shared";

export const PERMISSIONS_POLICY = [
  "geolocation=(self)",
  "camera=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "midi=()",
  "hid=()",
  "display-capture=()",
  "browsing-topics=()",
].join(", ");

export interface CspNonces {
  script: string;
  style: string;
}

/** Sources a page's policy adds to `script-src` and `style-src` (nonces or hashes). */
export interface InlineSources {
  scripts: string[];
  styles: string[];
}

declare module "fastify" {
  interface FastifyReply {
    /** This answer's CSP nonces, made on first use (which also puts them in its policy). */
    readonly cspNonce: CspNonces;
  }
}

/** Stand-ins in the policy's template, replaced by each page's own sources. */
const SCRIPT_SLOT = "script-sources-slot";
const STYLE_SLOT = "style-sources-slot";

/**
 * The built client's scripts, stylesheets and fonts (hashed names under /assets/). A browser reads
 * a document's policies (CSP, framing, referrer, permissions…) only from a document or a worker's
 * own answer, so on these files those headers are bytes on a phone's slow link and nothing else:
 * on HTTP/1.1 about 1 KB per file, some 25 files on a tour page. They keep the two headers that
 * act on a subresource. Anything else under /assets/ (an image, an SVG opened as a page) and the
 * workers (/sw.js, MapLibre's .mjs worker: a worker's CSP comes with its own answer) keep the full
 * set.
 */
const CLIENT_CODE = /^\/assets\/[^?#]*\.(?:js|css|woff2?)(?:[?#]|$)/;
const SUBRESOURCE_HEADERS = ["x-content-type-options", "cross-origin-resource-policy"];

export function isClientCodePath(url: string): boolean {
  return CLIENT_CODE.test(url);
}

function subresourceHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.includes(name)),
  );
}

export interface SecurityHeaderOptions {
  /** Origins a hosted map style loads its style, tiles and glyphs from. */
  mapOrigins: string[];
  /** Where media files are fetched from besides this site (MEDIA_PUBLIC_URL's CDN). */
  mediaOrigins?: string[];
  /** Whether the site is served over https (then browsers are told to upgrade requests). */
  https: boolean;
}

/** The headers helmet sets with these options, read off a stand-in response. */
function helmetHeaders({
  mapOrigins,
  mediaOrigins = [],
  https,
}: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet({
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: {
      directives: {
        "script-src": ["'self'", SCRIPT_SLOT],
        "style-src": ["'self'", STYLE_SLOT],
        // No style="…" attribute applies: the pages render none, and scripts set styles through
        // the CSSOM (element.style), which the policy does not govern.
        "style-src-attr": ["'none'"],
        // A hosted MAP_STYLE_URL: MapLibre fetches the style, its tiles and glyphs from there.
        // The service worker saves media for offline use with fetch (connect-src) too.
        "connect-src": ["'self'", ...mapOrigins, ...mediaOrigins],
        "img-src": ["'self'", "data:", "blob:", ...mapOrigins, ...mediaOrigins],
        "media-src": ["'self'", ...mediaOrigins],
        "worker-src": ["'self'", "blob:"],
        // Only on https: a phone opening a laptop's http://<LAN IP> demo must still load assets.
        "upgrade-insecure-requests": https ? [] : null,
      },
    },
  })({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Builds the policy of an answer from its inline sources; the same template serves them all. */
export function createPolicyBuilder(options: SecurityHeaderOptions) {
  const template = helmetHeaders(options)["content-security-policy"] ?? "";
  return ({ scripts, styles }: InlineSources): string =>
    template
      .replace(` ${SCRIPT_SLOT}`, scripts.map((source) => ` ${source}`).join(""))
      .replace(` ${STYLE_SLOT}`, styles.map((source) => ` ${source}`).join(""));
}

export type PolicyBuilder = ReturnType<typeof createPolicyBuilder>;

/** Returns the site's CSP builder, for answers that bring inline sources of their own. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): PolicyBuilder {
  const policy = createPolicyBuilder(options);
  const headers = {
    ...helmetHeaders(options),
    "content-security-policy": policy({ scripts: [], styles: [] }),
    "permissions-policy": PERMISSIONS_POLICY,
  };
  const nonces = new WeakMap<FastifyReply, CspNonces>();

  app.decorateReply("cspNonce", {
    getter(this: FastifyReply): CspNonces {
      let made = nonces.get(this);
      if (!made) {
        const bytes = randomBytes(32).toString("base64url");
        made = { script: bytes.slice(0, 21), style: bytes.slice(21) };
        nonces.set(this, made);
        this.header(
          "content-security-policy",
          policy({ scripts: [`'nonce-${made.script}'`], styles: [`'nonce-${made.style}'`] }),
        );
      }
      return made;
    },
  });
  const subresource = subresourceHeaders(headers);
  app.addHook("onRequest", async (request, reply) => {
    reply.headers(isClientCodePath(request.url) ? subresource : headers);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (isStaffPath(request.url.split("?", 1)[0] ?? "")) reply.header("Cache-Control", "no-store");
    return payload;
  });
  return policy;
}
