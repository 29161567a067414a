import { describe, expect, it, vi } from "vitest";

const navigate = vi.fn();
vi.mock("react-router", () => ({ useNavigate: () => navigate }));
vi.mock("react", () => ({ useCallback: <T>(fn: T) => fn }));

const { isInPlace, takeInPlace, useReplaceInPlace } = await import("./in-place-url");

describe("addresses set in place", () => {
  it("stay in place when a list grows again before the first change has rendered", () => {
    const replace = useReplaceInPlace();
    replace("/records?page=2");
    replace("/records?page=3");
    expect(isInPlace("/records", "?page=2")).toBe(true);
    // The announcer sees page 2 render after page 3 was set: neither moves focus.
    expect(takeInPlace("/records", "?page=2")).toBe(true);
    expect(takeInPlace("/records", "?page=3")).toBe(true);
    expect(isInPlace("/records", "?page=3")).toBe(false);
  });

  it("end when only the last change renders, and a real navigation is never taken for one", () => {
    const replace = useReplaceInPlace();
    replace("/search?keyword=fort&page=2");
    replace("/search?keyword=fort&page=3");
    expect(takeInPlace("/search", "?keyword=fort&page=3")).toBe(true);
    expect(isInPlace("/search", "?keyword=fort&page=2")).toBe(false);
    replace("/records?page=2");
    expect(takeInPlace("/tours", "")).toBe(false);
    expect(isInPlace("/records", "?page=2")).toBe(false);
  });
});
