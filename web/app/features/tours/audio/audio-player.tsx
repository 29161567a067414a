/**
 * The tour's narration player (SPEC §4). It drives the app's one <audio> element (a tap may have
 * started it before this screen loaded), swapping its source from stop to stop; a set 'audio
 * playing' flag starts each new source by itself, and the lock screen and headset drive it
 * through the Media Session API.
 */
import {
  type JSX,
  memo,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { debounce, track } from "../../../lib/analytics";
import { useErrors } from "../../../lib/errors-context";
import { useOnline } from "../../offline/use-online";
import { type PageImage, sessionArtwork } from "../../media/page-image";
import { useInteractive } from "../use-interactive";
import { AudioControls } from "./audio-controls";
import { publishDockHeight } from "./dock-height";
import { adoptEarlyPlay } from "./early-play";
import { MiniPlayer } from "./mini-player";
import { narrationRate } from "./narration-state";
import { PlayTheStory } from "./play-the-story";
import { ReadAlong } from "./read-along";
import { SpeedControl } from "./speed-control";
import { useInView } from "./use-in-view";
import { AudioController, EMPTY_SNAPSHOT } from "./audio-controller";
import { useNarrationElement } from "./use-narration-element";
import { claimMediaSession, showSessionInfo, showSessionPosition } from "./media-session";
import { SKIP_SECONDS } from "./playback";
import "./audio-player.css";
import "./narration-extras.css";

export interface AudioPlayerProps {
  /** Media URL of the narration (already resolved, e.g. "/media/…mp3"). "" → the player says there is no narration for this screen, controls disabled. */
  src: string;
  /** What is playing, e.g. the stop's site name: the player's accessible name and Media Session title. */
  title: string;
  /** Tour title: Media Session artist/album. */
  tourTitle: string;
  /** Cover image for the lock screen (Media Session artwork), optional. */
  artwork?: PageImage;
  /** The 'audio playing' flag (SPEC §3 client state). When true, a new src starts playing by itself (autoplay). */
  playing: boolean;
  onPlayingChange(playing: boolean): void;
  /** What the narration says, plain text, offered by 'Read along'; "" when it has none. */
  transcript: string;
}

const NARRATION_ERROR = "The narration could not be loaded.";
/** Under the player: why it failed, when the browser knows, and what the visitor can do instead. */
const NARRATION_ERROR_OFFLINE =
  "The narration could not be loaded: no connection. Read along below, or press Play to try again when you have signal.";
const NARRATION_ERROR_RETRY =
  "The narration could not be loaded. Press Play to try again, or read along below.";
const NO_NARRATION = "There is no narration here.";

const serverSnapshot = () => EMPTY_SNAPSHOT;
/** Counts a drag of the slider once, when it comes to rest. */
const trackSeek = debounce((label: string, seconds: number) => {
  track("Audio", "Seek", label, Math.round(seconds));
}, 600);

// Memoised: the tour screen renders again for other stops' details and the narration's state.
export const AudioPlayer = memo(function AudioPlayer(props: AudioPlayerProps): JSX.Element {
  const { src, title, tourTitle, artwork, playing, onPlayingChange, transcript } = props;
  const [controller] = useState(() => new AudioController());
  const snapshot = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    serverSnapshot,
  );
  // Until the element reports on a new src, the old file's times are not this one's.
  const state = snapshot.src === src ? snapshot : EMPTY_SNAPSHOT;
  const interactive = useInteractive();
  // Play works from the first paint: before the page runs, the inline script in the page's head
  // (early-play-script.tsx) takes the tap.
  // A file that failed stays playable: Play loads it again (the signal may be back).
  const canPlay = src !== "";
  const canSeek = interactive && canPlay && state.duration > 0;
  // What that script did, read once as the page takes over (the server has none).
  const [startedBeforeHydration] = useState(adoptEarlyPlay);
  const early = useRef(startedBeforeHydration);
  const [rate, setRate] = narrationRate.use();
  const [inView, observe] = useInView();
  // The source the browser last refused to start: 'Play the story' shows until it plays.
  const [refusedSrc, setRefusedSrc] = useState<string | null>(null);
  const refusal = (forSrc: string) => () => {
    setRefusedSrc(forSrc);
    onPlayingChange(false);
  };

  const setPlayback = (play: boolean) => {
    track("Audio", "PlayToggle", title, play ? 1 : 0);
    onPlayingChange(play);
    if (play && state.failed) controller.reload();
    if (play) controller.play().catch(whenRefused(refusal(src)));
    else controller.pause();
  };
  const skip = (seconds: number) => {
    track("Audio", seconds < 0 ? "SkipBack" : "SkipForward", title);
    controller.skip(seconds);
  };
  const seek = (seconds: number, fast = false) => {
    controller.seekTo(seconds, fast);
    trackSeek(title, seconds);
  };

  useNarrationElement(controller, {
    onPlay: () => {
      if (!playing) onPlayingChange(true);
    },
    onPause: (audio) => {
      // Only pauses the tour screen did not ask for (lock screen, headset, another app), not the
      // halt of a file that never loaded: the next stop should still start by itself.
      if (playing && audio.readyState > 0 && !audio.error) onPlayingChange(false);
    },
    onEnded: () => onPlayingChange(false),
  });

  // Autoplay: follow the flag, and start each new source while it is set. A narration a tap
  // started before the page ran plays on, and sets the flag once the page has taken over.
  const refused = useEffectEvent((forSrc: string) => refusal(forSrc)());
  const shownSrc = useRef<string | null>(null);
  useEffect(() => {
    const sameSource = shownSrc.current === src;
    shownSrc.current = src;
    // The flag just set by a tap that leads to another screen, whose narration the tap has started
    // (or loaded) already: this screen is about to go, and leaves the element to it.
    if (sameSource && playing && controller.holdsOther(src)) return;
    controller.load(src);
    const startedEarly = early.current?.playing === true && early.current.src === src;
    if (src && (playing || startedEarly)) controller.play().catch(whenRefused(() => refused(src)));
    else controller.pause();
  }, [controller, src, playing]);
  const adoptEarly = useEffectEvent(() => {
    if (early.current?.playing && early.current.src === src) {
      track("Audio", "PlayToggle", title, 1);
      onPlayingChange(true);
    }
    early.current = null;
  });
  useEffect(() => adoptEarly(), []);
  useEffect(() => controller.setRate(rate), [controller, rate]);

  // Lock screen and headset buttons.
  const sessionPlay = useEffectEvent(() => {
    if (canPlay) setPlayback(true);
  });
  const sessionPause = useEffectEvent(() => setPlayback(false));
  const sessionSkip = useEffectEvent(skip);
  const sessionSeek = useEffectEvent(seek);
  useEffect(
    () =>
      claimMediaSession(
        {
          play: () => sessionPlay(),
          pause: () => sessionPause(),
          seekBy: (seconds) => sessionSkip(seconds),
          seekTo: (seconds, fast) => sessionSeek(seconds, fast),
        },
        SKIP_SECONDS,
      ),
    [],
  );
  useEffect(() => {
    showSessionInfo(
      src ? { title, tourTitle, ...(artwork ? { artwork: sessionArtwork(artwork) } : {}) } : null,
    );
  }, [src, title, tourTitle, artwork]);
  useEffect(() => {
    if (src) showSessionPosition(state.currentTime, state.duration, state.paused, rate);
  }, [src, state.currentTime, state.duration, state.paused, rate]);

  useNarrationErrors(src, state.failed);
  const online = useOnline();

  const message = !src
    ? NO_NARRATION
    : state.failed
      ? online
        ? NARRATION_ERROR_RETRY
        : NARRATION_ERROR_OFFLINE
      : state.waiting
        ? "Loading…"
        : "";
  const askToPlay = refusedSrc === src && src !== "" && state.paused && !state.failed;
  return (
    <>
      <div className="audio-player" role="group" aria-label={title} ref={observe}>
        <AudioControls
          state={state}
          earlyPlay={interactive ? "" : src}
          canPlay={canPlay}
          canSeek={canSeek}
          message={message}
          onToggle={() => setPlayback(state.paused)}
          onSkip={skip}
          onSeek={(seconds) => seek(seconds)}
        />
        <div className="audio-player__extras">
          <SpeedControl rate={rate} onChange={setRate} />
          {src && <ReadAlong title={title} transcript={transcript} />}
        </div>
      </div>
      {(askToPlay || (!inView && src !== "")) && (
        <div className="audio-dock" ref={publishDockHeight} data-docked="">
          {askToPlay ? (
            <PlayTheStory title={title} onPlay={() => setPlayback(true)} />
          ) : (
            <MiniPlayer
              title={title}
              state={state}
              canPlay={canPlay}
              onToggle={() => setPlayback(state.paused)}
            />
          )}
        </div>
      )}
    </>
  );
});

/** A failed file says so inline and, once per file, in the error banner (SPEC §8). */
function useNarrationErrors(src: string, failed: boolean): void {
  const { addError } = useErrors();
  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (!failed || !src || reported.current.has(src)) return;
    reported.current.add(src);
    addError(NARRATION_ERROR);
  }, [src, failed, addError]);
}

/**
 * Answers only the browser's refusal to play without a gesture (autoplay policy). A play() cut
 * short by a new source is expected, and a broken file shows its own message while the flag stays
 * on, so the next stop's narration still starts by itself.
 */
function whenRefused(run: () => void) {
  return (error: unknown) => {
    if (error instanceof DOMException && error.name === "NotAllowedError") run();
  };
}
