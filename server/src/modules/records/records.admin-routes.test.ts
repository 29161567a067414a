import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@tours/shared";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

describe.each(testEngines)("records admin API on %s", (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    headers = await t.staffHeaders();
  });
  afterAll(() => t.close());

  const post = (payload: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/dashboard/api/records",
      headers,
      payload: payload as object,
    });

  it("rejects calls without a signed-in staff member", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/dashboard/api/records",
      payload: recordBody(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(MESSAGES.noLoggedInUser);
  });

  it("creates a record and lists it", async () => {
    const body = recordBody({ Keyword: ["Capitol", " sit-ins ", "capitol", ""] });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: body.id,
      slug: body.slug,
      Title: body.Title,
      version: 1,
      Keyword: ["Capitol", "sit-ins"],
    });
    const list = await t.app.inject({ method: "GET", url: "/dashboard/api/records", headers });
    expect(list.json().map((r: { id: string }) => r.id)).toContain(body.id);
  });

  it("lists anonymously never, and shows each change at once though the list is cached", async () => {
    const anonymous = await t.app.inject({ method: "GET", url: "/dashboard/api/records" });
    expect(anonymous.statusCode).toBe(401);
    const get = () =>
      t.app.inject({
        method: "GET",
        url: "/dashboard/api/records",
        headers: { ...headers, "accept-encoding": "gzip" },
      });
    const before = await get();
    expect(before.headers["content-encoding"]).toBe("gzip");
    expect(before.headers["cache-control"]).toBe("no-store");
    const body = recordBody();
    await post(body);
    const after = await get();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const titles = (JSON.parse(gunzipSync(after.rawPayload).toString()) as { Title: string }[]).map(
      (r) => r.Title,
    );
    expect(titles).toContain(body.Title);
  });

  it("lists every invalid field at once (SPEC §5 Record)", async () => {
    const res = await post({
      ...recordBody(),
      Title: "",
      Type: " ",
      slug: "",
      Source: "x",
      Coordinates: { lat: 0, lng: -86.7 },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining(["Title", "Type", "slug", "Source", "Coordinates.lat"]),
    );
    expect(res.json().error.code).toBe("validation_failed");
  });

  it("requires a caption property on every image", async () => {
    const res = await post(recordBody({ images: [{ path: "media/a.jpg" } as never] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe("images.0.caption");
  });

  it("answers a duplicate slug with 409 taken 'Slug already in use'", async () => {
    const first = recordBody();
    await post(first);
    const res = await post(recordBody({ slug: first.slug }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: "taken", message: MESSAGES.slugInUse });
  });

  it("updates with the current version and refuses a stale one, changing nothing", async () => {
    const body = recordBody();
    await post(body);
    const url = `/dashboard/api/records/${body.id}`;
    const ok = await t.app.inject({
      method: "PUT",
      url,
      headers,
      payload: { ...body, Title: "Renamed", version: 1 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ Title: "Renamed", version: 2 });
    const stale = await t.app.inject({
      method: "PUT",
      url,
      headers,
      payload: { ...body, Title: "Lost update", version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: "stale_version", message: MESSAGES.staleVersion });
    const current = await t.services.records.get(body.id);
    expect(current.Title).toBe("Renamed");
    const noVersion = await t.app.inject({
      method: "PUT",
      url,
      headers,
      payload: { ...body, Title: "Last write" },
    });
    expect(noVersion.json()).toMatchObject({ Title: "Last write", version: 3 });
  });

  it("answers 404 when updating or deleting an unknown record", async () => {
    const body = recordBody();
    const put = await t.app.inject({
      method: "PUT",
      url: `/dashboard/api/records/${body.id}`,
      headers,
      payload: body,
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/dashboard/api/records/${body.id}`,
      headers,
    });
    expect(del.statusCode).toBe(404);
  });

  it("refuses to delete a record that stops use, naming the tours", async () => {
    const record = recordBody();
    await post(record);
    const tour = await t.services.tours.create(tourBody({ title: "Capitol Hill Walk" }));
    await t.services.stops.create(stopBody(tour.id, record.id));
    const res = await t.app.inject({
      method: "DELETE",
      url: `/dashboard/api/records/${record.id}`,
      headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("conflict");
    expect(res.json().error.message).toContain("Capitol Hill Walk");
    expect((await t.services.records.get(record.id)).Tours).toEqual([tour.id]);
  });

  it("deletes an unused record", async () => {
    const record = recordBody();
    await post(record);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/dashboard/api/records/${record.id}`,
      headers,
    });
    expect(res.statusCode).toBe(204);
    await expect(t.services.records.get(record.id)).rejects.toThrow("not found");
  });
});
