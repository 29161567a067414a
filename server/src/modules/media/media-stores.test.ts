/**
 * The same uploads and downloads on both media stores: the local folder and an S3-compatible
 * bucket (s3rver on loopback). A store that fails gives a clear 503 quickly, never a hang.
 */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filePartHead, multipart, multipartType, type TestFile } from "../../test/multipart.js";
import { FACTORY_MEDIA, recordBody } from "@tours/shared/testing";
import { createStoreTestApp, engineStoreSetups } from "../../test/store-test-app.js";
import { createTestApp, type TestApp } from "../../test/test-app.js";

const fixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, "../../test/fixtures", name));

describe.each(engineStoreSetups)("media on %s with the %s store", (engine, storeKind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createStoreTestApp(engine, storeKind, { UPLOAD_MAX_IMAGE_MB: "0.01" });
    headers = await t.staffHeaders();
  });
  afterAll(() => t.close());

  const upload = (file: TestFile) => {
    const body = multipart({}, file);
    return t.app.inject({
      method: "POST",
      url: "/dashboard/api/media",
      headers: { ...headers, "content-type": body.contentType },
      payload: body.payload,
    });
  };
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const object of t.services.mediaStore.list()) keys.push(object.key);
    return keys;
  };

  it("stores an upload in the store and serves it whole, by range, as HEAD and as 304", async () => {
    const audio = fixture("tone.mp3");
    const res = await upload({ name: "tone.mp3", type: "audio/mpeg", bytes: audio });
    expect(res.statusCode, res.body).toBe(201);
    const { url, path: key, bucket } = res.json();
    expect(bucket).toBe(storeKind === "s3" ? "tours-media" : "local");
    expect(await storedKeys()).toContain(key);

    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("audio/mpeg");
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.equals(audio)).toBe(true);

    const part = await t.app.inject({ url, headers: { range: "bytes=-100" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(
      `bytes ${audio.length - 100}-${audio.length - 1}/${audio.length}`,
    );
    expect(part.rawPayload.equals(audio.subarray(-100))).toBe(true);

    const head = await t.app.inject({ method: "HEAD", url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(audio.length));
    expect(head.body).toBe("");

    const again = await t.app.inject({
      url,
      headers: { "if-none-match": String(whole.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Strong, so a browser keeps a narration fetched by ranges and resumes it with If-Range.
    expect(String(whole.headers.etag)).toMatch(/^"[^"]+"$/);
    const resumed = await t.app.inject({
      url,
      headers: { range: "bytes=0-9", "if-range": String(whole.headers.etag) },
    });
    expect(resumed.statusCode).toBe(206);
    expect(resumed.rawPayload.equals(audio.subarray(0, 10))).toBe(true);

    const stale = await t.app.inject({
      url,
      headers: { range: "bytes=0-9", "if-range": 'W/"other"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(audio.length);
  });

  it("deletes a file no content uses, object and row; keeps one in use with a 409", async () => {
    const stored = await upload({
      name: "tone.mp3",
      type: "audio/mpeg",
      bytes: fixture("tone.mp3"),
    });
    const { url, path: key } = stored.json();
    const used = await upload({
      name: "pixel.png",
      type: "image/png",
      bytes: fixture("pixel.png"),
    });
    const record = recordBody({
      images: [{ path: used.json().path, caption: "", associated_records: [] }],
    });
    expect((await t.admin("POST", "/records", record)).statusCode).toBe(201);
    const remove = (path: string) =>
      t.app.inject({ method: "DELETE", url: `/dashboard/api/media/${path}`, headers });

    const refused = await remove(used.json().path);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(`record '${record.Title}'`);
    expect((await t.app.inject({ url: used.json().url })).statusCode).toBe(200);

    expect((await remove(key)).statusCode).toBe(204);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect(await storedKeys()).not.toContain(key);
    const rows = await t.db.selectFrom("media").select("path").where("path", "=", key).execute();
    expect(rows).toEqual([]);
    expect((await remove(key)).statusCode).toBe(404);
    expect((await remove("media/..%2f..%2fsecret.txt")).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: "DELETE",
      url: `/dashboard/api/media/${used.json().path}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for a missing file and never serves a half-written one", async () => {
    expect((await t.app.inject({ url: "/media/media/nothing-here.mp3" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/media/media/.incoming-x" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/media/media/%E0%A4%A" })).statusCode).toBe(400);
    // 606 characters, but 1,206 bytes: longer than an S3 key (or a name on disk) can be.
    const tooLong = await t.app.inject({ url: `/media/media/${"%C3%A9".repeat(600)}` });
    expect([tooLong.statusCode, tooLong.json().error.code]).toEqual([404, "not_found"]);
  });

  it("cuts an oversized image off mid-stream and keeps nothing of it", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as net.AddressInfo;
    const before = await storedKeys();
    const chunk = Buffer.alloc(256 * 1024);
    let sent = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/dashboard/api/media",
          headers: { ...headers, "content-type": multipartType },
        },
        (response) => {
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on("error", (error) => (sent > 0 ? undefined : reject(error)));
      request.write(filePartHead({ name: "huge.png", type: "image/png" }));
      request.write(fixture("pixel.png"));
      // 200 MB would pass the largest (video) limit; the image limit must stop it far sooner.
      const pump = () => {
        while (sent < 200 * 1024 * 1024 && request.write(chunk)) sent += chunk.length;
        if (sent < 200 * 1024 * 1024) request.once("drain", pump);
      };
      pump();
    });
    expect(status).toBe(413);
    // The server hangs up rather than holding the connection of a body it will not read.
    const connections = () =>
      new Promise<number>((resolve) => t.app.server.getConnections((_, count) => resolve(count)));
    await expect.poll(connections, { timeout: 2_000 }).toBe(0);
    expect(sent).toBeLessThan(20 * 1024 * 1024);
    expect(await storedKeys()).toEqual(before);
    // The staging file goes too, once the cut-off stream has closed it.
    const staging = () => fs.readdirSync(path.join(t.config.dataDir, "upload-tmp"));
    await expect.poll(staging, { timeout: 2_000 }).toEqual([]);
  });
});

describe("a media store that does not answer", () => {
  let t: TestApp;
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    // Accepts connections and never answers: the store hangs rather than refusing.
    silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    t = await createTestApp("sqlite", {
      MEDIA_STORE: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: "tours-media",
      S3_TIMEOUT_MS: "500",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
    });
  });
  afterAll(async () => {
    await t.close();
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  it("gives uploads and downloads a clear 503 within seconds, and saves no media row", async () => {
    const started = Date.now();
    const body = multipart({}, { name: "a.png", type: "image/png", bytes: fixture("pixel.png") });
    const res = await t.app.inject({
      method: "POST",
      url: "/dashboard/api/media",
      headers: { ...(await t.staffHeaders()), "content-type": body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe("unavailable");
    expect(res.json().error.message).toContain("media store");
    const rows = await t.db
      .selectFrom("media")
      .select("id")
      .where("original_name", "=", "a.png")
      .execute();
    expect(rows).toEqual([]);

    const read = await t.app.inject({ url: "/media/media/a.png" });
    expect(read.statusCode).toBe(503);
    expect(read.json().error.code).toBe("unavailable");
    expect(Date.now() - started).toBeLessThan(10_000);
  });
  it("answers a delete it cannot finish with 503 and keeps the file's row, so it can be tried again", async () => {
    const [file] = FACTORY_MEDIA;
    const res = await t.admin("DELETE", `/media/${file.path}`);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe("unavailable");
    const rows = await t.db
      .selectFrom("media")
      .select("path")
      .where("path", "=", file.path)
      .execute();
    expect(rows).toEqual([{ path: file.path }]);
  });
});

describe("media behind a CDN (MEDIA_PUBLIC_URL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite", {
      MEDIA_STORE: "s3",
      S3_BUCKET: "tours-media",
      S3_ENDPOINT: "http://127.0.0.1:9",
      MEDIA_PUBLIC_URL: "https://cdn.example.org/tours/",
    });
  });
  afterAll(() => t.close());

  it("sends browsers to the CDN for each file, and the pages' policy lets them load from it", async () => {
    const res = await t.app.inject({ url: "/media/media/1234-St%20Mary's.jpg" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("https://cdn.example.org/tours/media/1234-St%20Mary's.jpg");
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).toContain("img-src 'self' data: blob: https://cdn.example.org");
    expect(policy).toContain("media-src 'self' https://cdn.example.org");
    expect((await t.app.inject({ url: "/media/../x" })).statusCode).not.toBe(302);
  });
});
