import zlib from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RevisionReader } from "./content-revision.js";
import { createFastPath, markCacheHit, serverWithFastPath } from "./fast-path.js";
import { registerSecurityHeaders } from "./security-headers.js";

/** A revision the test sets; `fresh` says undefined while "due to be read again". */
function testRevisions() {
  const state = { revision: 1, due: false };
  const reader: RevisionReader = {
    read: async () => state.revision,
    fresh: () => (state.due ? undefined : state.revision),
  };
  return { state, reader };
}

describe("the fast path in front of the app", () => {
  const { state, reader } = testRevisions();
  const fastPath = createFastPath({ maxBytes: 1_000_000, revisions: reader });
  const app = Fastify({ serverFactory: serverWithFastPath(fastPath) });
  let appCalls = 0;
  let base = "";

  beforeAll(async () => {
    registerSecurityHeaders(app, { mapOrigins: [], https: false });
    app.addHook("onResponse", async (request, reply) => fastPath.remember(request, reply));
    app.get("/api/list", async (request, reply) => {
      appCalls += 1;
      const json = Buffer.from(JSON.stringify({ revision: state.revision, call: appCalls }));
      const gzip = request.headers["accept-encoding"]?.includes("gzip");
      const body = gzip ? zlib.gzipSync(json) : json;
      const etag = `"r${state.revision}${gzip ? "-gzip" : ""}"`;
      reply.header("ETag", etag).header("Vary", "Accept-Encoding").type("application/json");
      if (gzip) reply.header("Content-Encoding", "gzip");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      markCacheHit(request, { revision: state.revision, body, cache: "api" });
      return reply.send(body);
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => app.close());

  const get = (headers: Record<string, string> = {}, method = "GET") =>
    fetch(`${base}/api/list`, { method, headers: { "accept-encoding": "identity", ...headers } });
  const headersOf = (res: Response) => {
    const all = Object.fromEntries(res.headers);
    delete all.date;
    return all;
  };

  it("replays the app's answer, byte for byte and header for header, without the app", async () => {
    const first = await get();
    const callsAfterFirst = appCalls;
    const second = await get();
    expect(appCalls).toBe(callsAfterFirst);
    expect(await second.text()).toBe(await first.text());
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(second.headers.get("permissions-policy")).toContain("geolocation=(self)");
  });

  it("keeps each encoding's own bytes and ETag", async () => {
    await get({ "accept-encoding": "gzip" });
    const calls = appCalls;
    const gzip = await get({ "accept-encoding": "gzip" });
    expect(appCalls).toBe(calls);
    expect(gzip.headers.get("etag")).toBe('"r1-gzip"');
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.json()).toEqual({ revision: 1, call: calls });
    expect((await get()).headers.get("etag")).toBe('"r1"');
  });

  it("answers its own ETag with 304 and HEAD with the headers only", async () => {
    const calls = appCalls;
    const notModified = await get({ "if-none-match": '"r1"' });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect(notModified.headers.get("etag")).toBe('"r1"');
    const head = await get({}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe((await (await get()).text()).length.toString());
    expect(appCalls).toBe(calls);
  });

  it("leaves staff requests, byte ranges and other ETags to the app", async () => {
    const bypasses: Record<string, string>[] = [
      { authorization: "Bearer x" },
      { "x-local-token": "x" },
      { range: "bytes=0-1" },
      { "if-none-match": '"old"' },
    ];
    for (const headers of bypasses) {
      const calls = appCalls;
      await get(headers);
      expect(appCalls, JSON.stringify(headers)).toBe(calls + 1);
    }
  });

  it("never replays an answer of an older revision, nor while the revision is due a read", async () => {
    state.due = true;
    let calls = appCalls;
    await get();
    expect(appCalls).toBe(calls + 1);

    state.due = false;
    state.revision = 2;
    calls = appCalls;
    const changed = await get();
    expect(appCalls).toBe(calls + 1);
    expect(((await changed.json()) as { revision: number }).revision).toBe(2);
    const replayed = await get();
    expect(appCalls).toBe(calls + 1);
    expect(((await replayed.json()) as { revision: number }).revision).toBe(2);
  });
});
