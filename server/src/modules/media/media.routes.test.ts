import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  filePartHead,
  MULTIPART_BOUNDARY,
  multipart,
  multipartType,
  type TestFile,
} from "../../test/multipart.js";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../../test/fixtures", name));

describe.each(testEngines)("media uploads and serving on %s", (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine, { UPLOAD_MAX_IMAGE_MB: "0.001" });
    headers = await t.staffHeaders();
  });
  afterAll(() => t.close());

  const upload = (fields: Record<string, string>, file?: TestFile, auth = true) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method: "POST",
      url: "/dashboard/api/media",
      headers: { ...(auth ? headers : {}), "content-type": body.contentType },
      payload: body.payload,
    });
  };

  it("requires a signed-in staff member", async () => {
    const res = await upload(
      {},
      { name: "a.png", type: "image/png", bytes: fixture("pixel.png") },
      false,
    );
    expect(res.statusCode).toBe(401);
  });

  it("stores an image under {uuid}-{name} and serves it with the right headers", async () => {
    const res = await upload(
      { folder: "headshots" },
      { name: "My Photo (1).png", type: "application/octet-stream", bytes: fixture("pixel.png") },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ type: "Image", bucket: "local" });
    expect(body.path).toMatch(/^headshots\/[0-9a-f-]{36}-My-Photo-1\.png$/);
    expect(body.url).toBe(`/media/${body.path}`);
    const served = await t.app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(served.rawPayload.equals(fixture("pixel.png"))).toBe(true);
  });

  it("decides the type from the bytes: a disguised image gets the image's extension", async () => {
    const res = await upload(
      {},
      { name: "notes.txt", type: "text/plain", bytes: fixture("pixel.png") },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().path).toMatch(/-notes\.png$/);
  });

  it("refuses a file that is not image, audio or video whatever its name says", async () => {
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    const res = await upload({}, { name: "photo.jpg", type: "image/jpeg", bytes: html });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe("unsupported_media_type");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect(
      (await upload({}, { name: "logo.svg", type: "image/svg+xml", bytes: svg })).statusCode,
    ).toBe(415);
  });

  it("applies the per-type size limit from configuration", async () => {
    const big = Buffer.concat([fixture("pixel.png"), Buffer.alloc(4096)]);
    const res = await upload({}, { name: "big.png", type: "image/png", bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("payload_too_large");
  });

  it("publishes each type's limit in bytes to staff only", async () => {
    expect((await t.app.inject({ url: "/dashboard/api/media/limits" })).statusCode).toBe(401);
    const res = await t.admin("GET", "/media/limits");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Image: Math.round(0.001 * 1024 * 1024),
      Audio: 100 * 1024 * 1024,
      Video: 500 * 1024 * 1024,
    });
  });

  it("rejects an unknown folder and a request without a file", async () => {
    expect(
      (
        await upload(
          { folder: "../etc" },
          { name: "a.png", type: "image/png", bytes: fixture("pixel.png") },
        )
      ).statusCode,
    ).toBe(400);
    expect((await upload({ folder: "media" })).statusCode).toBe(400);
  });

  it("keeps the file name inside the folder", async () => {
    const res = await upload(
      {},
      { name: "../../../escape.png", type: "image/png", bytes: fixture("pixel.png") },
    );
    expect(res.json().path).toMatch(/^media\/[0-9a-f-]{36}-escape\.png$/);
    expect(fs.existsSync(path.join(t.config.dataDir, "escape.png"))).toBe(false);
  });

  it("never serves anything outside the media root", async () => {
    fs.writeFileSync(path.join(t.config.dataDir, "secret.txt"), "TOP-SECRET-CONTENT");
    for (const url of [
      "/media/../secret.txt",
      "/media/%2e%2e/secret.txt",
      "/media/..%2fsecret.txt",
      "/media/media/..%2f..%2fsecret.txt",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body).not.toContain("TOP-SECRET-CONTENT");
    }
  });

  it("answers 404, not 503, for a path below a file or a name too long for the disk", async () => {
    const stored = await upload(
      {},
      { name: "a.png", type: "image/png", bytes: fixture("pixel.png") },
    );
    const { path: key } = stored.json();
    // A segment of 120 "é" is 240 characters but 480 bytes, past a file name's 255.
    const tooLong = `media/${encodeURIComponent("é".repeat(120))}.png`;
    for (const wildcard of [`${key}/x`, tooLong, `media/${"x".repeat(300)}.png`]) {
      const served = await t.app.inject({ url: `/media/${wildcard}` });
      expect([served.statusCode, served.json().error.code], wildcard).toEqual([404, "not_found"]);
    }
    for (const wildcard of [`${key}/x`, tooLong]) {
      const deleted = await t.admin("DELETE", `/media/${wildcard}`);
      expect([deleted.statusCode, deleted.json().error.code], wildcard).toEqual([404, "not_found"]);
    }
  });

  it("serves audio with byte ranges so players can seek", async () => {
    const audio = fixture("tone.mp3");
    const uploaded = await upload({}, { name: "tone.mp3", type: "audio/mpeg", bytes: audio });
    expect(uploaded.json(), uploaded.body).toMatchObject({ type: "Audio" });
    const { url } = uploaded.json();
    const res = await t.app.inject({ url, headers: { range: "bytes=100-199" } });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-type"]).toBe("audio/mpeg");
    expect(res.headers["content-range"]).toBe(`bytes 100-199/${audio.length}`);
    expect(res.rawPayload.equals(audio.subarray(100, 200))).toBe(true);
    const beyond = await t.app.inject({ url, headers: { range: `bytes=${audio.length + 10}-` } });
    expect(beyond.statusCode).toBe(416);
  });
  /** Posts the body over a real socket in pieces, as curl does (the parser then meets the cut mid-file). */
  function postInPieces(pieces: Buffer[]): Promise<{ status: number; body: string }> {
    const { port } = t.app.server.address() as AddressInfo;
    const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/dashboard/api/media",
          headers: { ...headers, "content-type": multipartType, "content-length": length },
        },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      request.on("error", reject);
      void (async () => {
        for (const piece of pieces) {
          request.write(piece);
          await new Promise((done) => setTimeout(done, 20));
        }
        request.end();
      })();
    });
  }

  it("answers a body cut short mid-file, or without its closing boundary, with 400 and keeps nothing", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const uploads = path.join(t.config.dataDir, "uploads");
    const filesBefore = fs.readdirSync(uploads, { recursive: true }).length;
    const rowsBefore = (await t.db.selectFrom("media").select("path").execute()).length;
    const head = filePartHead({ name: "a.mp3", type: "audio/mpeg" });
    const audio = fixture("tone.mp3");
    for (const [name, tail] of [
      ["cut mid-file", ""],
      ["no closing boundary", "\r\n"],
      ["a boundary cut short", `\r\n--${MULTIPART_BOUNDARY.slice(0, 5)}`],
    ] as const) {
      for (const bytes of [10, 2000, audio.length]) {
        const res = await postInPieces([head, audio.subarray(0, bytes), Buffer.from(tail)]);
        expect(res.status, `${name}, ${bytes} bytes: ${res.body}`).toBe(400);
        expect(JSON.parse(res.body)).toEqual({
          error: {
            code: "validation_failed",
            message: "The upload is not valid multipart/form-data: send the file again.",
          },
        });
      }
    }
    expect(fs.readdirSync(uploads, { recursive: true })).toHaveLength(filesBefore);
    expect(await t.db.selectFrom("media").select("path").execute()).toHaveLength(rowsBefore);
  });
  it("drops control characters from a file name, a NUL included: 201 on both engines", async () => {
    const res = await upload(
      {},
      { name: "old\u0000court\u0007house.png", type: "image/png", bytes: fixture("pixel.png") },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { path: stored } = res.json<{ path: string }>();
    expect(stored).toMatch(/^media\/[0-9a-f-]{36}-old-court-house\.png$/);
    const row = await t.db
      .selectFrom("media")
      .select("original_name")
      .where("path", "=", stored)
      .executeTakeFirstOrThrow();
    expect(row.original_name).toBe("oldcourthouse.png");
  });
});
