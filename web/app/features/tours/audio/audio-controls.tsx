/** The player's face: buttons, a status line under them, seek slider over the buffered bar, and the times. */
import type { AudioSnapshot } from "./audio-controller";
import { PauseIcon, PlayIcon, SkipIcon } from "./audio-icons";
import { SKIP_SECONDS } from "./playback";
import { describePosition, formatRemaining, formatTime } from "./time-format";

interface Props {
  state: AudioSnapshot;
  canPlay: boolean;
  canSeek: boolean;
  /** Before the page runs: the narration its inline script plays on a tap on Play (early-play.ts). */
  earlyPlay: string;
  /** Status line: why nothing plays, or that it is loading; "" for none. */
  message: string;
  onToggle(): void;
  onSkip(seconds: number): void;
  onSeek(seconds: number): void;
}

export function AudioControls({
  state,
  canPlay,
  canSeek,
  earlyPlay,
  message,
  onToggle,
  onSkip,
  onSeek,
}: Props) {
  const { currentTime, duration } = state;
  const played = duration ? Math.min(1, currentTime / duration) : 0;
  return (
    <>
      <div className="audio-player__controls">
        <button
          type="button"
          className="audio-player__button"
          aria-label={`Back ${SKIP_SECONDS} seconds`}
          disabled={!canSeek}
          onClick={() => onSkip(-SKIP_SECONDS)}
        >
          <SkipIcon />
        </button>
        <button
          type="button"
          className="audio-player__button audio-player__button--play"
          aria-label={state.paused ? "Play" : "Pause"}
          disabled={!canPlay}
          data-early-play={earlyPlay || undefined}
          onClick={onToggle}
        >
          {state.paused ? <PlayIcon /> : <PauseIcon />}
        </button>
        <button
          type="button"
          className="audio-player__button"
          aria-label={`Forward ${SKIP_SECONDS} seconds`}
          disabled={!canSeek}
          onClick={() => onSkip(SKIP_SECONDS)}
        >
          <SkipIcon forward />
        </button>
      </div>
      {/* A line of its own, the card's width: beside the buttons it had a column two letters
          wide at the largest text size, and its words pushed the card past the screen. */}
      <p
        className={state.failed ? "audio-player__message is-error" : "audio-player__message"}
        role="status"
      >
        {message}
      </p>
      <div className="audio-player__timeline">
        <span className="audio-player__time">
          <span className="visually-hidden">Elapsed </span>
          {formatTime(currentTime)}
        </span>
        <div className="audio-player__seek">
          <div className="audio-player__rail" aria-hidden="true">
            <div className="audio-player__buffered" style={widthOf(state.buffered)} />
            <div className="audio-player__played" style={widthOf(played)} />
          </div>
          <input
            type="range"
            className="audio-player__range"
            aria-label="Seek"
            aria-valuetext={describePosition(currentTime, duration)}
            min={0}
            max={duration}
            step={1}
            value={Math.min(Math.floor(currentTime), duration)}
            disabled={!canSeek}
            onChange={(event) => onSeek(Number(event.currentTarget.value))}
          />
        </div>
        <span className="audio-player__time audio-player__time--remaining">
          <span className="visually-hidden">Remaining </span>
          {formatRemaining(currentTime, duration)}
        </span>
      </div>
    </>
  );
}

/**
 * A bar's width, or none while it is empty (an empty bar has no width of its own): so the server
 * renders no style attribute, which the Content-Security-Policy refuses (`style-src-attr 'none'`).
 */
const widthOf = (share: number) =>
  share > 0 ? { width: `${(share * 100).toFixed(2)}%` } : undefined;
