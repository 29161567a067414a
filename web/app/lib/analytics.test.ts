import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce } from "./analytics";

describe("debounce", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs once, with the last value, after the pause", () => {
    const seen: string[] = [];
    const record = debounce((term: string) => seen.push(term), 1000);
    record("f");
    vi.advanceTimersByTime(500);
    record("fort");
    vi.advanceTimersByTime(999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["fort"]);
  });
});
