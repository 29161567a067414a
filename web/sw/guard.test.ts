import { describe, expect, it } from "vitest";
import { bypassesServiceWorker } from "./guard";

const ORIGIN = "https://tours.example";
const bypasses = (path: string, init: RequestInit = {}) =>
  bypassesServiceWorker(new Request(new URL(path, ORIGIN), init), ORIGIN);

describe("bypassesServiceWorker", () => {
  it("lets the worker handle public GETs of this site", () => {
    for (const path of ["/", "/tours/capitol", "/tours/capitol.data", "/assets/root-x.js"])
      expect(bypasses(path)).toBe(false);
    expect(bypasses("/media/images/a.jpg")).toBe(false);
    expect(bypasses("/administrators-guide")).toBe(false);
  });

  it("leaves alone a request for a fresh copy (cache: reload), as 'Save for offline' makes", () => {
    expect(bypasses("/tours/capitol", { cache: "reload" })).toBe(true);
    expect(bypasses("/media/images/a.jpg", { cache: "reload" })).toBe(true);
    expect(bypasses("/tours/capitol", { cache: "no-cache" })).toBe(false);
  });

  it("leaves the admin pages and the admin API alone, however the path is spelled", () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/tours/edit/x",
      "/admin?next=1",
      "/admin.data",
      "/admin.data?_routes=root",
      "/admin/tours.data",
      "/dashboard/api",
      "/dashboard/api/tours",
      "/ADMIN/records",
      "/%61dmin",
      "//admin/home",
    ])
      expect(bypasses(path), path).toBe(true);
  });

  it("leaves every request with a staff token alone, on any path", () => {
    expect(bypasses("/api/tours", { headers: { "X-Local-Token": "t" } })).toBe(true);
    expect(bypasses("/tours", { headers: { Authorization: "Bearer t" } })).toBe(true);
  });

  it("leaves writes and other sites alone", () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "HEAD"])
      expect(bypasses("/api/events", { method }), method).toBe(true);
    expect(bypassesServiceWorker(new Request("https://tiles.example/style.json"), ORIGIN)).toBe(
      true,
    );
  });
});
