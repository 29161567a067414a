import { expect, test } from "@playwright/test";

// The headers a browser gets from the real server, pages included (the API tests cover the API).
test.describe("security headers on the running site", () => {
  test("staff pages are never stored; public pages may be", async ({ request }) => {
    for (const url of ["/admin", "/admin.data", "/admin/tours.data"]) {
      const admin = await request.get(url);
      expect(admin.headers()["cache-control"], url).toBe("no-store");
    }
    const home = await request.get("/");
    expect(home.headers()["cache-control"] ?? "").not.toContain("no-store");
  });

  test("only this site may ask for the visitor's position", async ({ request }) => {
    for (const url of ["/", "/admin", "/api/tours"]) {
      const policy = (await request.get(url)).headers()["permissions-policy"] ?? "";
      expect(policy, url).toContain("geolocation=(self)");
      expect(policy, url).toContain("camera=()");
    }
  });

  test("a page address with a NUL gets a page, not a server error", async ({ request }) => {
    const res = await request.get("/records/a%00b");
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain("Go to the home page");
  });
});
