import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AudioController, BUFFER_CHECK_MS, EMPTY_SNAPSHOT } from "./audio-controller";

/** Just enough of an <audio> element: state the test sets, events it fires. */
class FakeAudio extends EventTarget {
  src: string | null = "/media/stop.mp3";
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  readyState = 0;
  networkState = 1;
  error: { code: number } | null = null;
  ranges: [number, number][] = [];
  loads = 0;

  get buffered() {
    const ranges = this.ranges;
    return {
      length: ranges.length,
      start: (index: number) => ranges[index]?.[0] ?? 0,
      end: (index: number) => ranges[index]?.[1] ?? 0,
    };
  }
  getAttribute(name: string) {
    return name === "src" ? this.src : null;
  }
  play() {
    this.paused = false;
    this.fire("play");
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
    this.fire("pause");
  }
  load() {
    this.loads++;
  }
  removeAttribute(name: string) {
    if (name === "src") this.src = null;
  }
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

function setUp(prepare?: (audio: FakeAudio) => void) {
  const audio = new FakeAudio();
  prepare?.(audio);
  const controller = new AudioController();
  const detach = controller.attach(audio as unknown as HTMLAudioElement);
  const changes = vi.fn();
  controller.subscribe(changes);
  return { audio, controller, detach: detach ?? (() => {}), changes };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("AudioController snapshot", () => {
  it("starts empty, before any element", () => {
    expect(new AudioController().getSnapshot()).toBe(EMPTY_SNAPSHOT);
  });

  it("picks up what happened before it was attached (metadata, a missing file)", () => {
    const loaded = setUp((audio) => {
      audio.duration = 200;
      audio.readyState = 1;
    });
    expect(loaded.controller.getSnapshot()).toMatchObject({
      src: "/media/stop.mp3",
      duration: 200,
      failed: false,
    });

    const missing = setUp((audio) => {
      audio.error = { code: 4 };
    });
    expect(missing.controller.getSnapshot().failed).toBe(true);
  });

  it("tells subscribers when an event changes the state, and only then", () => {
    const { audio, controller, changes } = setUp();
    const before = controller.getSnapshot();
    audio.fire("progress");
    expect(changes).not.toHaveBeenCalled();
    expect(controller.getSnapshot()).toBe(before);

    audio.currentTime = 12.5;
    audio.fire("timeupdate");
    expect(changes).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().currentTime).toBe(12.5);
  });

  it("reports an unknown or endless length as 0", () => {
    const { audio, controller } = setUp();
    audio.duration = Number.POSITIVE_INFINITY;
    audio.fire("durationchange");
    expect(controller.getSnapshot().duration).toBe(0);
  });

  it("is waiting while asked to play without enough data", async () => {
    const { audio, controller } = setUp();
    await controller.play();
    expect(controller.getSnapshot()).toMatchObject({ paused: false, waiting: true });
    audio.readyState = 4;
    audio.fire("playing");
    expect(controller.getSnapshot()).toMatchObject({ paused: false, waiting: false });
  });
});

describe("AudioController buffer check", () => {
  it("reads the buffered share every 50 ms while playing, until all of it is in", async () => {
    const { audio, controller } = setUp((element) => {
      element.duration = 100;
    });
    await controller.play();
    audio.ranges = [[0, 40]];
    vi.advanceTimersByTime(BUFFER_CHECK_MS);
    expect(controller.getSnapshot().buffered).toBe(0.4);

    audio.ranges = [[0, 100]];
    vi.advanceTimersByTime(BUFFER_CHECK_MS);
    expect(controller.getSnapshot().buffered).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("checks while the file loads, not while paused and idle", () => {
    const { audio } = setUp((element) => {
      element.networkState = 2;
    });
    expect(vi.getTimerCount()).toBe(1);
    audio.networkState = 1;
    audio.fire("suspend");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("stops checking when the file fails or the element goes away", async () => {
    const first = setUp();
    await first.controller.play();
    expect(vi.getTimerCount()).toBe(1);
    first.audio.error = { code: 4 };
    first.audio.fire("error");
    expect(vi.getTimerCount()).toBe(0);

    const second = setUp();
    await second.controller.play();
    second.detach();
    expect(vi.getTimerCount()).toBe(0);
    second.audio.currentTime = 30;
    second.audio.fire("timeupdate");
    expect(second.changes).toHaveBeenCalledTimes(1); // the play, nothing after detaching
  });
});

describe("AudioController commands", () => {
  it("skips within the file", () => {
    const { audio, controller } = setUp((element) => {
      element.duration = 200;
      element.currentTime = 195;
    });
    controller.skip(10);
    expect(audio.currentTime).toBe(200);
    controller.skip(-10);
    expect(audio.currentTime).toBe(190);
    controller.seekTo(-5);
    expect(audio.currentTime).toBe(0);
    expect(controller.getSnapshot().currentTime).toBe(0);
  });

  it("does not play without a file, nor start twice", async () => {
    const { audio, controller } = setUp((element) => {
      element.src = null;
    });
    const play = vi.spyOn(audio, "play");
    await controller.play();
    expect(play).not.toHaveBeenCalled();

    audio.src = "/media/stop.mp3";
    await controller.play();
    await controller.play();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("points the element at a new file, keeps the same one, and drops it for none", () => {
    const { audio, controller } = setUp();
    controller.load("/media/stop.mp3");
    expect(audio.src).toBe("/media/stop.mp3");
    expect(audio.loads).toBe(0);
    controller.load("/media/next.mp3");
    expect(audio.src).toBe("/media/next.mp3");
    controller.load("");
    expect(audio.src).toBeNull();
    expect(audio.loads).toBe(1);
  });

  it("tells when the element holds another screen's file, not its own nor none", () => {
    const { audio, controller } = setUp();
    expect(controller.holdsOther("/media/stop.mp3")).toBe(false);
    expect(controller.holdsOther("/media/intro.mp3")).toBe(true);
    expect(controller.holdsOther("")).toBe(true);
    audio.src = null;
    expect(controller.holdsOther("/media/intro.mp3")).toBe(false);
  });
});
