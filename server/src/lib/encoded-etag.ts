/**
 * One ETag per encoding: a strong ETag names exact bytes, so the gzip and br bodies of a response
 * get their own tag (`"abc-gzip"`, `"abc-br"`; weak tags of static files too); a cache never takes one encoding's bytes for
 * another's. If-None-Match is read back without the suffix, so every route keeps comparing the
 * tag it computed itself.
 */
import type { FastifyInstance, onSendHookHandler } from "fastify";

const ENCODED_TAG = /"([^"]*)-(?:gzip|br|deflate)"/g;

export function registerEncodedEtags(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const ifNoneMatch = request.headers["if-none-match"];
    if (ifNoneMatch) request.headers["if-none-match"] = ifNoneMatch.replace(ENCODED_TAG, '"$1"');
  });
  // @fastify/compress adds its onSend hook to each route; registered after it, this one is put
  // behind it, so it sees the encoding that plugin chose.
  app.addHook("onRoute", (route) => {
    const hooks = route.onSend ?? [];
    route.onSend = [...(Array.isArray(hooks) ? hooks : [hooks]), tagEncoding];
  });
}

const tagEncoding: onSendHookHandler = async (_request, reply, payload) => {
  const etag = reply.getHeader("etag");
  const encoding = reply.getHeader("content-encoding");
  if (typeof etag === "string" && /^(W\/)?"[^"]*"$/.test(etag) && typeof encoding === "string") {
    if (encoding !== "identity") reply.header("etag", `${etag.slice(0, -1)}-${encoding}"`);
  }
  return payload;
};
