/**
 * /sw.js: the site's service worker (built by web/sw/build-sw.ts into web/build/sw/sw.js), always
 * revalidated (`no-cache`) so a deploy reaches phones on their next visit. With SERVICE_WORKER=off
 * (the kill switch) it is a worker that clears this site's caches and unregisters itself.
 */
import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { KILL_WORKER } from "@tours/shared";
import { matchesEtag } from "../lib/public-cache.js";

interface Body {
  bytes: Buffer;
  etag: string;
}

const bodyOf = (text: string | Buffer): Body => {
  const bytes = Buffer.from(text);
  return { bytes, etag: `"${createHash("sha1").update(bytes).digest("base64url")}"` };
};

export interface ServiceWorkerOptions {
  webRoot: string;
  enabled: boolean;
}

export async function serviceWorkerRoutes(
  app: FastifyInstance,
  { webRoot, enabled }: ServiceWorkerOptions,
) {
  const file = path.join(webRoot, "build/sw/sw.js");
  const kill = bodyOf(KILL_WORKER);
  // Read again when the file changes (a rebuild in place), otherwise kept in memory.
  let kept: { mtimeMs: number; body: Body } | undefined;
  async function current(): Promise<Body> {
    if (!enabled) return kill;
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: -1 }));
    // No build of the worker (development): nothing to install, and nothing left behind.
    if (mtimeMs < 0) return kill;
    if (kept?.mtimeMs !== mtimeMs) kept = { mtimeMs, body: bodyOf(await readFile(file)) };
    return kept.body;
  }

  app.get("/sw.js", async (request, reply) => {
    const { bytes, etag } = await current();
    reply
      .type("text/javascript; charset=utf-8")
      .header("Cache-Control", "no-cache")
      .header("ETag", etag);
    if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send();
    return reply.send(bytes);
  });
}
