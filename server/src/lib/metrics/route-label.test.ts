import { describe, expect, it } from "vitest";
import { pageRoute } from "./route-label.js";

describe("pageRoute", () => {
  it.each([
    ["/", "/"],
    ["/?utm_source=qr", "/"],
    ["/_root.data", "/_root.data"],
    ["/tours", "/tours"],
    ["/tours/fort-negley", "/tours/:tourSlug/*"],
    ["/tours/fort-negley/v/the-gate?x=1", "/tours/:tourSlug/*"],
    ["/tours/fort-negley/the-gate.data", "/tours/:tourSlug/*.data"],
    ["/records?q=fort&page=2", "/records"],
    ["/records/ryman-auditorium", "/records/:slug"],
    ["/lesson-plans/grades-4-8", "/lesson-plans/:band"],
    ["/landing/walking-tours/ryman-auditorium", "/landing/walking-tours/*"],
    ["/admin", "/admin"],
    ["/admin/tours/edit/1234", "/admin/*"],
    ["/search.json", "/search.json"],
    ["/stop-details.json?tour=a&stop=b", "/stop-details.json"],
    ["/sitemap.xml", "/sitemap.xml"],
    ["/faq", "/faq"],
    ["/no-such-page", "/*"],
    ["/wp-login.php/../x", "/*"],
  ])("%s is %s", (url, pattern) => {
    expect(pageRoute(url)).toBe(pattern);
  });
});
