import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { claimMediaSession, showSessionInfo, showSessionPosition } from "./media-session";

type Handler = ((details: MediaSessionActionDetails) => void) | null;

/** A lock screen that, like some browsers, does not know the "seekto" action. */
class FakeSession {
  metadata: unknown = null;
  playbackState = "none";
  handlers = new Map<string, Handler>();
  positions: MediaPositionState[] = [];
  setActionHandler(action: string, handler: Handler) {
    if (action === "seekto") throw new TypeError(`"${action}" is not a valid action`);
    this.handlers.set(action, handler);
  }
  setPositionState(state: MediaPositionState) {
    this.positions.push(state);
  }
  press(action: string, details: Partial<MediaSessionActionDetails> = {}) {
    this.handlers.get(action)?.({ action, ...details } as MediaSessionActionDetails);
  }
}

class FakeMetadata {
  constructor(readonly init: MediaMetadataInit) {}
}

let session: FakeSession;
beforeEach(() => {
  session = new FakeSession();
  vi.stubGlobal("navigator", { mediaSession: session });
  vi.stubGlobal("MediaMetadata", FakeMetadata);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const handlers = () => ({ play: vi.fn(), pause: vi.fn(), seekBy: vi.fn(), seekTo: vi.fn() });

describe("claimMediaSession", () => {
  it("routes the lock screen's buttons to the player, skipping 10 s by default", () => {
    const player = handlers();
    claimMediaSession(player, 10);
    session.press("play");
    session.press("pause");
    session.press("seekbackward");
    session.press("seekforward", { seekOffset: 30 });
    expect(player.play).toHaveBeenCalledOnce();
    expect(player.pause).toHaveBeenCalledOnce();
    expect(player.seekBy.mock.calls).toEqual([[-10], [30]]);
  });

  it("keeps the other actions when one is not supported, and clears them on cleanup", () => {
    const release = claimMediaSession(handlers(), 10);
    expect([...session.handlers.keys()]).toEqual(["play", "pause", "seekbackward", "seekforward"]);
    session.playbackState = "playing";
    release();
    expect([...session.handlers.values()].every((handler) => handler === null)).toBe(true);
    expect(session.playbackState).toBe("none");
  });

  it("does nothing where there is no Media Session", () => {
    vi.stubGlobal("navigator", {});
    expect(() => claimMediaSession(handlers(), 10)()).not.toThrow();
    expect(() => showSessionInfo({ title: "Stop", tourTitle: "Tour" })).not.toThrow();
  });
});

describe("showSessionInfo", () => {
  it("names the stop, the tour and its picture, and clears them", () => {
    showSessionInfo({
      title: "Fisk University",
      tourTitle: "Music Row",
      artwork: [{ src: "/media/fisk.jpg.w320.webp", sizes: "320x240", type: "image/webp" }],
    });
    expect(session.metadata).toEqual(
      new FakeMetadata({
        title: "Fisk University",
        artist: "Music Row",
        album: "Music Row",
        artwork: [{ src: "/media/fisk.jpg.w320.webp", sizes: "320x240", type: "image/webp" }],
      }),
    );
    showSessionInfo(null);
    expect(session.metadata).toBeNull();
  });
});

describe("showSessionPosition", () => {
  it("reports a known length, with the position kept inside it", () => {
    showSessionPosition(205, 200, false);
    expect(session.playbackState).toBe("playing");
    expect(session.positions).toEqual([{ duration: 200, position: 200, playbackRate: 1 }]);
  });

  it("only reports paused or playing while the length is unknown", () => {
    showSessionPosition(3, 0, true);
    expect(session.playbackState).toBe("paused");
    expect(session.positions).toEqual([]);
  });
});
