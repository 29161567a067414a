/**
 * The Media Session API: what the lock screen, notification and headset buttons show and do.
 * Support varies by browser and by action, so every call is guarded and a refusal is ignored.
 */

export interface SessionInfo {
  title: string;
  /** The tour, shown as artist and album. */
  tourTitle: string;
  /** The pictures on offer, the browser picks the one its lock screen fits. */
  artwork?: MediaImage[];
}

export interface SessionHandlers {
  play(): void;
  pause(): void;
  /** Moves by `seconds` (negative: back). */
  seekBy(seconds: number): void;
  seekTo(seconds: number, fast: boolean): void;
}

const ACTIONS = ["play", "pause", "seekbackward", "seekforward", "seekto"] as const;

function session(): MediaSession | null {
  return typeof navigator !== "undefined" && "mediaSession" in navigator
    ? navigator.mediaSession
    : null;
}

function attempt(run: () => void): void {
  try {
    run();
  } catch {
    // This browser does not take this action or value; the on-page controls still work.
  }
}

/** Routes the session's actions to the player; returns the cleanup that clears them. */
export function claimMediaSession(handlers: SessionHandlers, skipSeconds: number): () => void {
  const media = session();
  if (!media) return () => {};
  const handle = (action: MediaSessionAction, details: MediaSessionActionDetails) => {
    if (action === "play") handlers.play();
    else if (action === "pause") handlers.pause();
    else if (action === "seekbackward") handlers.seekBy(-(details.seekOffset ?? skipSeconds));
    else if (action === "seekforward") handlers.seekBy(details.seekOffset ?? skipSeconds);
    else if (action === "seekto" && details.seekTime !== undefined) {
      handlers.seekTo(details.seekTime, details.fastSeek === true);
    }
  };
  for (const action of ACTIONS) {
    attempt(() => media.setActionHandler(action, (details) => handle(action, details)));
  }
  return () => {
    for (const action of ACTIONS) attempt(() => media.setActionHandler(action, null));
    attempt(() => {
      media.metadata = null;
      media.playbackState = "none";
    });
  };
}

/** What is playing; null when this screen has no narration. */
export function showSessionInfo(info: SessionInfo | null): void {
  const media = session();
  if (!media) return;
  attempt(() => {
    media.metadata =
      info && typeof MediaMetadata !== "undefined"
        ? new MediaMetadata({
            title: info.title,
            artist: info.tourTitle,
            album: info.tourTitle,
            artwork: info.artwork ?? [],
          })
        : null;
  });
}

/** Keeps the lock screen's progress bar in step; only a known, finite length can be shown. */
export function showSessionPosition(
  currentTime: number,
  duration: number,
  paused: boolean,
  playbackRate = 1,
): void {
  const media = session();
  if (!media) return;
  attempt(() => {
    media.playbackState = paused ? "paused" : "playing";
  });
  if (!Number.isFinite(duration) || duration <= 0) return;
  attempt(() =>
    media.setPositionState({
      duration,
      position: Math.min(Math.max(0, currentTime), duration),
      playbackRate,
    }),
  );
}
