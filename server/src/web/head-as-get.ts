/**
 * HEAD on a page, the sitemap or robots.txt answers exactly like GET without the body: React
 * Router would answer HEAD with an empty body (Content-Length: 0), so the page is rendered as for
 * GET and only its length is kept. Node sends no body on a HEAD response.
 */
import type { Readable } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";

const headRequests = new WeakSet<FastifyRequest>();

function isStream(payload: unknown): payload is Readable {
  return typeof (payload as Readable | null)?.pipe === "function";
}

async function byteBody(payload: unknown): Promise<Buffer | undefined> {
  if (isStream(payload)) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  if (typeof payload === "string") return Buffer.from(payload);
  return Buffer.isBuffer(payload) ? payload : undefined;
}

export function answerHeadAsGet(scope: FastifyInstance): void {
  scope.addHook("onRequest", async (request) => {
    if (request.raw.method !== "HEAD") return;
    headRequests.add(request);
    request.raw.method = "GET";
  });
  scope.addHook("onSend", async (request, reply, payload) => {
    if (!headRequests.has(request)) return payload;
    const body = await byteBody(payload);
    if (!body) return payload;
    reply.removeHeader("transfer-encoding");
    reply.header("content-length", body.length);
    return body;
  });
}
