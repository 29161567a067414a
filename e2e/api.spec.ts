import { expect, test } from "@playwright/test";

// The real server started by `npm start` with the demo content, as a client of its APIs sees it.
test.describe("APIs on the running site", () => {
  test("reports its database up", async ({ request }) => {
    expect(await (await request.get("/healthz")).json()).toEqual({
      status: "ok",
      database: "up",
      shedding: false,
    });
  });

  test("serves the demo tours, their stops and narration that can be seeked", async ({
    request,
  }) => {
    const tours = await (await request.get("/api/tours")).json();
    expect(tours.length).toBeGreaterThanOrEqual(4);
    const stops = await (await request.get(`/api/tours/${tours[0].id}/stops`)).json();
    expect(stops[0].record.Title).toBeTruthy();
    const audio = await request.get(`/media/${stops[0].audio.path}`, {
      headers: { range: "bytes=0-99" },
    });
    expect(audio.status()).toBe(206);
    expect(audio.headers()["content-type"]).toBe("audio/mpeg");
    expect((await audio.body()).length).toBe(100);
  });

  test("signs staff in with the configured account and out again", async ({ request }) => {
    const denied = await request.get("/dashboard/api/records");
    expect(denied.status()).toBe(401);
    const login = await request.post("/dashboard/api/auth/login", {
      data: { email: "e2e-admin@example.org", password: "e2e-password-123" },
    });
    expect(login.status()).toBe(200);
    const { token } = await login.json();
    const records = await request.get("/dashboard/api/records", {
      headers: { "x-local-token": token },
    });
    expect((await records.json()).length).toBeGreaterThanOrEqual(30);
    await request.post("/dashboard/api/auth/logout", { headers: { "x-local-token": token } });
    expect(
      (
        await request.get("/dashboard/api/auth/me", { headers: { "x-local-token": token } })
      ).status(),
    ).toBe(401);
  });

  test("answers unknown API paths with JSON, not a page", async ({ request }) => {
    const response = await request.get("/api/no-such-thing");
    expect(response.status()).toBe(404);
    expect((await response.json()).error.code).toBe("not_found");
  });
});
