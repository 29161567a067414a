import net from "node:net";
import type { AddressInfo } from "node:net";
import type { FastifyError } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS_POLICY } from "../lib/security-headers.js";
import {
  createTestApp,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  testEngines,
  type TestApp,
} from "../test/test-app.js";

const isErrorBody = (body: unknown, code: string) =>
  expect(body).toEqual({ error: { code, message: expect.any(String) } });

/** Sends raw bytes to the listening server and returns the raw answer. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe.each(testEngines)("error bodies and headers on %s", (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  /** Errors that reached the error handler. */
  const handled: Error[] = [];
  beforeAll(async () => {
    t = await createTestApp(engine);
    t.app.addHook("onError", async (_request, _reply, error) => {
      handled.push(error);
    });
    headers = await t.staffHeaders();
  });
  afterAll(() => t.close());

  it("answers unknown API addresses with 404, and known ones asked by another method with 405", async () => {
    isErrorBody((await t.app.inject({ url: "/api/nothing-here" })).json(), "not_found");
    isErrorBody(
      (await t.app.inject({ method: "DELETE", url: "/api/nothing-here" })).json(),
      "not_found",
    );
    const list = await t.app.inject({ method: "DELETE", url: "/api/tours" });
    expect(list.statusCode).toBe(405);
    expect(list.headers.allow).toBe("GET, HEAD");
    isErrorBody(list.json(), "method_not_allowed");
    // An address with an id, on the staff API: its methods, whoever asks.
    const tour = await t.app.inject({ method: "PATCH", url: "/dashboard/api/tours/some-tour" });
    expect(tour.statusCode).toBe(405);
    expect(tour.headers.allow).toMatch(/\bDELETE\b/);
    isErrorBody(tour.json(), "method_not_allowed");
    // 413 and 415 bodies: lib/error-handler.test.ts.
  });

  it("answers a malformed %-escape with 400 and the documented body", async () => {
    const res = await t.app.inject({ url: "/api/tours/%E0%A4%A/stops" });
    expect(res.statusCode).toBe(400);
    isErrorBody(res.json(), "validation_failed");
  });

  it("answers oversized headers (431) and garbage requests (400) with the documented body", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const huge = await rawRequest(
      port,
      `GET /api/tours HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1.1 431/);
    expect(huge).toMatch(/\r\nCache-Control: no-store\r\n/);
    isErrorBody(JSON.parse(huge.split("\r\n\r\n")[1] ?? ""), "payload_too_large");
    const garbage = await rawRequest(port, "NOT HTTP AT ALL\r\n\r\n");
    expect(garbage).toMatch(/^HTTP\/1.1 400/);
    isErrorBody(JSON.parse(garbage.split("\r\n\r\n")[1] ?? ""), "validation_failed");
    const tunnel = await rawRequest(port, "CONNECT /api/tours HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(tunnel).toMatch(/^HTTP\/1.1 400/);
    isErrorBody(JSON.parse(tunnel.split("\r\n\r\n")[1] ?? ""), "validation_failed");
    // An answer to HEAD has no body, or the client reads it as the start of the next answer.
    const head = await rawRequest(
      port,
      `HEAD /api/tours HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(head).toMatch(/^HTTP\/1.1 431/);
    expect(head.split("\r\n\r\n")[1]).toBe("");
  });

  it("answers a body Node cannot parse with 400, and never takes it for a server error", async () => {
    const { port } = t.app.server.address() as AddressInfo;
    handled.length = 0;
    for (const url of ["/api/events", "/dashboard/api/auth/login"]) {
      const answer = await rawRequest(
        port,
        `POST ${url} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
      );
      expect(answer, url).toMatch(/^HTTP\/1.1 400/);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Node refused the rest of the body and hung up; the request's hooks run on all the same.
    const serverErrors = handled.filter((error) => !((error as FastifyError).statusCode! < 500));
    expect(serverErrors.map(String)).toEqual([]);
  });

  it.each([
    ["no boundary", "multipart/form-data", '--x\r\nContent-Disposition: form-data; name="file"'],
    ["a garbage body", "multipart/form-data; boundary=abc", "this is not multipart at all"],
    [
      "a truncated body",
      "multipart/form-data; boundary=abc",
      '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff',
    ],
  ])("answers an upload with %s with 400", async (_name, contentType, payload) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/dashboard/api/media",
      headers: { ...headers, "content-type": contentType },
      payload,
    });
    expect(res.statusCode).toBe(400);
    isErrorBody(res.json(), "validation_failed");
  });

  it("marks every staff answer and the sign-in answer no-store", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/dashboard/api/auth/login",
      payload: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-store");
    for (const url of [
      "/dashboard/api/records",
      "/dashboard/api/tours",
      "/dashboard/api/auth/me",
    ]) {
      expect((await t.app.inject({ url, headers })).headers["cache-control"], url).toBe("no-store");
    }
    expect((await t.app.inject({ url: "/dashboard/api/tours" })).headers["cache-control"]).toBe(
      "no-store",
    );
  });

  it("marks a staff address the router cannot read no-store too", async () => {
    for (const url of ["/dashboard/api/tours/%FF", "/dashboard/api/media/a%C0%80", "/admin/x%FF"]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("lets only this site ask for the visitor's position", async () => {
    const res = await t.app.inject({ url: "/api/tours" });
    expect(res.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain("geolocation=(self)");
    expect(PERMISSIONS_POLICY).toContain("camera=()");
  });
});
