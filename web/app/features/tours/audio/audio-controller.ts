/**
 * The one <audio> element of a player, seen as a small store for useSyncExternalStore: element
 * events refresh a snapshot, and while the file is loading or playing the buffered share is read
 * every 50 ms (SPEC §9) until all of it is in.
 */
import { setNarrationSource } from "./narration-element";
import { bufferedFraction, clampSkip } from "./playback";

export interface AudioSnapshot {
  /** The element's src attribute this state belongs to ("" with none). */
  src: string;
  currentTime: number;
  /** Length in seconds; 0 while unknown. */
  duration: number;
  /** Share of the file buffered, 0 to 1. */
  buffered: number;
  paused: boolean;
  /** Asked to play but waiting for data. */
  waiting: boolean;
  /** The file could not be loaded or decoded. */
  failed: boolean;
}

export const EMPTY_SNAPSHOT: AudioSnapshot = Object.freeze({
  src: "",
  currentTime: 0,
  duration: 0,
  buffered: 0,
  paused: true,
  waiting: false,
  failed: false,
});

export const BUFFER_CHECK_MS = 50;

// Numeric values of HTMLMediaElement constants, which do not exist outside the browser.
const NETWORK_LOADING = 2;
const HAVE_FUTURE_DATA = 3;
/** Buffered ends can stop a hair short of the reported length. */
const FULLY_BUFFERED = 0.999;

const EVENTS = [
  "loadstart",
  "emptied",
  "loadedmetadata",
  "durationchange",
  "loadeddata",
  "canplay",
  "canplaythrough",
  "progress",
  "suspend",
  "stalled",
  "waiting",
  "playing",
  "play",
  "pause",
  "seeking",
  "seeked",
  "timeupdate",
  "ended",
  "error",
] as const;

export class AudioController {
  private element: HTMLAudioElement | null = null;
  private snapshot = EMPTY_SNAPSHOT;
  private readonly listeners = new Set<() => void>();
  private poll: ReturnType<typeof setInterval> | undefined;

  /** Callback ref for the <audio> element; React calls the returned cleanup on unmount. */
  readonly attach = (element: HTMLAudioElement | null): (() => void) | undefined => {
    if (!element) return undefined;
    this.element = element;
    for (const type of EVENTS) element.addEventListener(type, this.refresh);
    // Events may have fired before the page was interactive (metadata, a missing file).
    this.refresh();
    return () => {
      for (const type of EVENTS) element.removeEventListener(type, this.refresh);
      this.stopPolling();
      this.element = null;
    };
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AudioSnapshot => this.snapshot;

  /** Starts playback; resolves at once when there is nothing to start. */
  play(): Promise<void> {
    const element = this.element;
    if (!element?.getAttribute("src") || !element.paused) return Promise.resolve();
    return element.play();
  }

  /** Playback speed, kept for the next source too (a new src resets to the default rate). */
  setRate(rate: number): void {
    const element = this.element;
    if (!element) return;
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
  }

  pause(): void {
    if (this.element && !this.element.paused) this.element.pause();
  }

  /** Moves by `delta` seconds, kept within the file. */
  skip(delta: number): void {
    const element = this.element;
    if (!element) return;
    element.currentTime = clampSkip(element.currentTime, delta, element.duration);
    this.refresh();
  }

  /** Jumps to `seconds`, kept within the file. `fast` trades precision for speed (scrubbing). */
  seekTo(seconds: number, fast = false): void {
    const element = this.element;
    if (!element || !Number.isFinite(seconds)) return;
    const target = clampSkip(0, seconds, element.duration);
    if (fast && typeof element.fastSeek === "function") element.fastSeek(target);
    else element.currentTime = target;
    this.refresh();
  }

  /** The element holds a file other than `src` (one a tap for the next screen started). */
  holdsOther(src: string): boolean {
    const held = this.element?.getAttribute("src") ?? "";
    return held !== "" && held !== src;
  }

  /** Points the element at `src` ("" drops the previous file); the same src again keeps it. */
  load(src: string): void {
    if (!this.element) return;
    setNarrationSource(this.element, src);
    this.refresh();
  }

  /** Fetches the current file again, after it failed (the connection may be back). */
  reload(): void {
    if (!this.element?.getAttribute("src")) return;
    this.element.load();
    this.refresh();
  }

  private readonly refresh = (): void => {
    const element = this.element;
    if (!element) return;
    const next = read(element);
    if (!same(next, this.snapshot)) {
      this.snapshot = next;
      for (const listener of this.listeners) listener();
    }
    const loading = element.networkState === NETWORK_LOADING;
    const wanted =
      next.src !== "" &&
      !next.failed &&
      next.buffered < FULLY_BUFFERED &&
      (loading || !next.paused);
    if (wanted) this.startPolling();
    else this.stopPolling();
  };

  private startPolling(): void {
    this.poll ??= setInterval(this.refresh, BUFFER_CHECK_MS);
  }

  private stopPolling(): void {
    clearInterval(this.poll);
    this.poll = undefined;
  }
}

function read(element: HTMLAudioElement): AudioSnapshot {
  const duration = Number.isFinite(element.duration) && element.duration > 0 ? element.duration : 0;
  const currentTime = Number.isFinite(element.currentTime) ? element.currentTime : 0;
  return {
    src: element.getAttribute("src") ?? "",
    currentTime,
    duration,
    buffered: bufferedFraction(element.buffered, currentTime, duration),
    paused: element.paused,
    waiting: !element.paused && element.readyState < HAVE_FUTURE_DATA,
    failed: element.error !== null,
  };
}

function same(a: AudioSnapshot, b: AudioSnapshot): boolean {
  return (Object.keys(a) as (keyof AudioSnapshot)[]).every((key) => Object.is(a[key], b[key]));
}
