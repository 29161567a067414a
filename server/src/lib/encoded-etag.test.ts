import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";

describe.each(testEngines)("ETags per encoding on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    for (let i = 0; i < 5; i++) await t.services.records.create(recordBody());
  });
  afterAll(() => t.close());

  const get = (encoding: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: "/api/records", headers: { "accept-encoding": encoding, ...headers } });

  it("gives identity, gzip and br bodies distinct ETags, each answering If-None-Match", async () => {
    const tags = new Map<string, string>();
    for (const encoding of ["identity", "gzip", "br"]) {
      const response = await get(encoding);
      expect(response.headers["content-encoding"] ?? "identity").toBe(encoding);
      const etag = String(response.headers.etag);
      tags.set(encoding, etag);
      expect((await get(encoding, { "if-none-match": etag })).statusCode).toBe(304);
    }
    expect(tags.get("gzip")).toBe(tags.get("identity")!.replace(/"$/, '-gzip"'));
    expect(new Set(tags.values()).size).toBe(3);
  });

  it("answers HEAD with GET's length and tag", async () => {
    const got = await get("identity");
    const head = await t.app.inject({
      method: "HEAD",
      url: "/api/records",
      headers: { "accept-encoding": "identity" },
    });
    expect(head.headers["content-length"]).toBe(String(got.rawPayload.length));
    expect(head.headers.etag).toBe(got.headers.etag);
    expect(head.rawPayload).toHaveLength(0);
  });
});
