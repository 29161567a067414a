import { afterEach, describe, expect, it, vi } from "vitest";
import { adoptEarlyPlay, earlyPlayScript, takeEarlyNextTap } from "./early-play";

/** A page with the player's Play button for `story.mp3`, run through the script's own text. */
function pageWithPlayer() {
  class FakeElement extends EventTarget {}
  vi.stubGlobal("Element", FakeElement);
  const audio = Object.assign(new FakeElement(), {
    src: "",
    paused: true,
    getAttribute: () => audio.src,
    play: () => {
      audio.paused = false;
      return Promise.resolve();
    },
    pause: () => void (audio.paused = true),
  });
  const labels: string[] = [];
  const button = Object.assign(new FakeElement(), {
    closest: (selector: string) => (selector === "[data-early-play]" ? button : null),
    getAttribute: (name: string) => (name === "data-early-play" ? "story.mp3" : null),
    setAttribute: (_name: string, value: string) => labels.push(value),
  });
  // 'Take Tour': a link to stop 1.
  const startLink = Object.assign(new FakeElement(), {
    closest: (selector: string) => (selector === "[data-early-start]" ? startLink : null),
  });
  // 'Go To Next Stop'.
  const marks: string[] = [];
  const nextButton = Object.assign(new FakeElement(), {
    closest: (selector: string) => (selector === "[data-early-next]" ? nextButton : null),
    setAttribute: (name: string) => marks.push(name),
  });
  const session = new Map<string, string>();
  let click: (event: unknown) => void = () => {};
  const win = {
    sessionStorage: { setItem: (key: string, value: string) => session.set(key, value) },
    document: { getElementById: () => audio },
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === "click") click = listener;
    },
  } as unknown as Window;
  new Function("window", earlyPlayScript("narration", "narration-playing"))(win);
  (globalThis as { window?: Window }).window = win;
  const taken: string[] = [];
  const tapOn = (target: unknown) => () =>
    click({
      target,
      preventDefault: () => taken.push("default"),
      stopImmediatePropagation: () => taken.push("propagation"),
    });
  const tapNext = tapOn(nextButton);
  return {
    audio,
    labels,
    tap: tapOn(button),
    tapStart: tapOn(startLink),
    tapNext,
    marks,
    session,
    taken,
  };
}

describe("the early play script", () => {
  afterEach(() => {
    delete (globalThis as { window?: Window }).window;
    vi.unstubAllGlobals();
  });

  it("plays the button's narration on a tap, and pauses it on the next, before the page runs", () => {
    const { audio, labels, tap, taken } = pageWithPlayer();
    tap();
    expect(audio).toMatchObject({ src: "story.mp3", paused: false });
    expect(taken).toEqual(["default", "propagation"]);
    tap();
    expect(audio.paused).toBe(true);
    expect(labels).toEqual(["Pause", "Play"]);
  });

  it("hands the page what it did once, then stands aside", () => {
    const { audio, tap } = pageWithPlayer();
    tap();
    expect(adoptEarlyPlay()).toMatchObject({ src: "story.mp3", playing: true });
    expect(adoptEarlyPlay()).toBeNull();
    // The page's own handler has the next tap: the script neither pauses nor plays.
    tap();
    expect(audio.paused).toBe(false);
  });

  it("lets 'Take Tour' open its stop, with the tab's 'audio playing' flag set first", () => {
    const { audio, tapStart, session, taken } = pageWithPlayer();
    tapStart();
    expect(session.get("narration-playing")).toBe("true");
    expect(taken).toEqual([]);
    expect(audio.paused).toBe(true);
  });

  it("leaves 'Take Tour' to the page once the page runs", () => {
    const { tapStart, session } = pageWithPlayer();
    adoptEarlyPlay();
    tapStart();
    expect(session.size).toBe(0);
  });

  it("keeps a tap on the way on for the page, which makes it once", () => {
    const { tapNext, marks, audio } = pageWithPlayer();
    expect(takeEarlyNextTap()).toBe(false);
    tapNext();
    expect(marks).toEqual(["data-early-taken"]);
    expect(audio.paused).toBe(true);
    adoptEarlyPlay();
    expect(takeEarlyNextTap()).toBe(true);
    expect(takeEarlyNextTap()).toBe(false);
  });

  it("leaves a page without the script alone", () => {
    (globalThis as { window?: Window }).window = {} as Window;
    expect(adoptEarlyPlay()).toBeNull();
  });
});
