import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { debounce, track } from "./analytics";

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

describe("track", () => {
  const page = new EventTarget();
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }),
  );
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("window", page);
    vi.stubGlobal("navigator", { onLine: true });
    vi.stubGlobal("fetch", fetch);
    fetch.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const sentActions = () =>
    fetch.mock.calls.map((call) => JSON.parse(String(call[1]?.body)).action as string);

  it("sends nothing during the tap, then every event once the page is idle", async () => {
    track("Stop", "NextStop", "Ryman Auditorium");
    track("Stop", "StopViewed", "Hatch Show Print");
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sentActions()).toEqual(["NextStop", "StopViewed"]);
  });

  it("sends what is waiting when the visitor leaves the page", async () => {
    track("Donation", "Click");
    page.dispatchEvent(new Event("pagehide"));
    expect(sentActions()).toEqual(["Click"]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sentActions()).toEqual(["Click"]);
  });
});
