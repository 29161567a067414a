import { afterEach, describe, expect, it } from "vitest";
import { adoptEarlyStoryTap, earlyStoryTapScript } from "./early-story-tap";

/** A window with just what the script touches on its own, before any tap. */
function stubWindow() {
  const listeners: { type: string; capture: unknown }[] = [];
  return {
    listeners,
    document: {},
    addEventListener: (type: string, _listener: unknown, capture: unknown) =>
      listeners.push({ type, capture }),
  } as unknown as Window & { listeners: typeof listeners };
}

describe("the early story tap script", () => {
  afterEach(() => {
    delete (globalThis as { window?: Window }).window;
  });

  it("runs from its own text alone, listening before anything else on the page", () => {
    const win = stubWindow();
    const code = earlyStoryTapScript({ termsKey: "tos", narrationId: "narration" });
    new Function("window", code)(win);
    expect(win.listeners).toEqual([
      { type: "click", capture: true },
      { type: "close", capture: true },
    ]);
    expect(win.earlyStoryTap).toEqual({
      taps: 0,
      story: -1,
      stage: "idle",
      accepted: false,
      adopted: false,
    });
  });

  it("hands its record to the page once, then stands aside", () => {
    const win = stubWindow();
    new Function("window", earlyStoryTapScript({ termsKey: "tos", narrationId: "n" }))(win);
    win.earlyStoryTap!.taps = 1;
    win.earlyStoryTap!.story = 1;
    win.earlyStoryTap!.stage = "going";
    (globalThis as { window?: Window }).window = win;
    expect(adoptEarlyStoryTap()).toMatchObject({ taps: 1, story: 1, stage: "going" });
    expect(win.earlyStoryTap!.adopted).toBe(true);
    expect(adoptEarlyStoryTap()).toBeNull();
  });

  it("leaves a page without the script alone", () => {
    (globalThis as { window?: Window }).window = stubWindow();
    expect(adoptEarlyStoryTap()).toBeNull();
  });
});
