import { describe, expect, it } from "vitest";
import { afterLoginPath, loginPath } from "./session";

describe("sign-in addresses", () => {
  it("returns to the admin page the visitor was going to", () => {
    expect(loginPath("/admin/tours/edit/7")).toBe("/admin/login?next=%2Fadmin%2Ftours%2Fedit%2F7");
    expect(afterLoginPath("/admin/tours/edit/7")).toBe("/admin/tours/edit/7");
  });

  it("never sends the visitor outside the admin or back to the sign-in", () => {
    expect(afterLoginPath("https://evil.example/admin/")).toBe("/admin/home");
    expect(afterLoginPath("//evil.example")).toBe("/admin/home");
    expect(afterLoginPath("/admin/login")).toBe("/admin/home");
    expect(afterLoginPath(null)).toBe("/admin/home");
    expect(loginPath("/admin")).toBe("/admin/login");
  });
});
