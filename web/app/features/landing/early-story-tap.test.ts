import { afterEach, describe, expect, it, vi } from "vitest";
import {
  adoptEarlyStoryTap,
  earlyStoryTapScript,
  SOUND_WAIT_MS,
  TAP_WAIT_MS,
} from "./early-story-tap";

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

/**
 * A window with one 'Hear the Story' link (narration `story.mp3`) and the narration element; the
 * script's click listener, to tap with. Element is what the script checks a click's target by.
 */
function pageWithStory() {
  class FakeElement extends EventTarget {}
  vi.stubGlobal("Element", FakeElement);
  const audio = Object.assign(new FakeElement(), {
    src: "",
    preload: "metadata",
    getAttribute: () => audio.src,
    play: () => Promise.resolve(),
  });
  const link = Object.assign(new FakeElement(), {
    closest: (selector: string) => (selector === "a[data-story]" ? link : null),
    getAttribute: (name: string) => ({ "data-story": "0", "data-story-audio": "story.mp3" })[name],
    hasAttribute: () => false,
  });
  let click: (event: unknown) => void = () => {};
  const win = {
    document: { getElementById: () => audio, querySelector: () => null },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === "click") click = listener;
    },
  } as unknown as Window;
  new Function("window", earlyStoryTapScript({ termsKey: "tos", narrationId: "n" }))(win);
  const tap = () =>
    click({
      target: link,
      button: 0,
      preventDefault: () => {},
      stopImmediatePropagation: () => {},
    });
  return { win, audio, tap };
}

/** Whether the page's scripts may load, once pending work has run. */
async function released(hold: Promise<void>): Promise<boolean> {
  let done = false;
  void hold.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("the early story tap script", () => {
  afterEach(() => {
    delete (globalThis as { window?: Window }).window;
    vi.unstubAllGlobals();
    vi.useRealTimers();
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

  it("lets the page's scripts load once the visitor has had a moment to tap after the first paint", async () => {
    vi.useFakeTimers();
    const { win } = pageWithStory();
    const hold = win.holdScripts!();
    await vi.advanceTimersByTimeAsync(TAP_WAIT_MS - 1);
    expect(await released(hold)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await released(hold)).toBe(true);
  });

  it("after a tap, holds the page's scripts until the narration sounds", async () => {
    vi.useFakeTimers();
    const { win, audio, tap } = pageWithStory();
    const hold = win.holdScripts!();
    tap();
    expect(audio.src).toBe("story.mp3");
    await vi.advanceTimersByTimeAsync(TAP_WAIT_MS + 100);
    expect(await released(hold)).toBe(false);
    audio.dispatchEvent(new Event("playing"));
    expect(await released(hold)).toBe(true);
  });

  it("lets the page's scripts load when a tapped narration is slow to start", async () => {
    vi.useFakeTimers();
    const { win, tap } = pageWithStory();
    const hold = win.holdScripts!();
    tap();
    await vi.advanceTimersByTimeAsync(SOUND_WAIT_MS - 1);
    expect(await released(hold)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await released(hold)).toBe(true);
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
