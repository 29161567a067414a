import { describe, expect, it } from "vitest";
import { isCacheable } from "./cacheable";

const response = (status: number, headers: Record<string, string> = {}) =>
  new Response(status === 204 || status === 304 ? null : "x", { status, headers });

describe("isCacheable", () => {
  it("keeps plain 200s, whatever their max-age", () => {
    expect(isCacheable(response(200))).toBe(true);
    expect(isCacheable(response(200, { "cache-control": "public, max-age=600" }))).toBe(true);
    expect(isCacheable(response(200, { "cache-control": "no-cache" }))).toBe(true);
  });

  it("never keeps what the server says not to store", () => {
    expect(isCacheable(response(200, { "cache-control": "no-store" }))).toBe(false);
    expect(isCacheable(response(200, { "Cache-Control": "private, max-age=0" }))).toBe(false);
    expect(isCacheable(response(200, { "cache-control": "max-age=0,no-store" }))).toBe(false);
    expect(isCacheable(response(200, { vary: "*" }))).toBe(false);
  });

  it("never keeps errors, redirects, empty or partial answers", () => {
    for (const status of [201, 204, 206, 301, 302, 304, 404, 429, 500, 503])
      expect(isCacheable(response(status)), String(status)).toBe(false);
    expect(isCacheable(response(200, { "content-range": "bytes 0-1/10" }))).toBe(false);
  });
});
