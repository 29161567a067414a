/**
 * The player docked at the bottom of the screen while the full player is scrolled out of view:
 * play/pause, progress and what is playing.
 */
import type { AudioSnapshot } from "./audio-controller";
import { PauseIcon, PlayIcon } from "./audio-icons";
import { describePosition } from "./time-format";

interface Props {
  title: string;
  state: AudioSnapshot;
  canPlay: boolean;
  onToggle(): void;
}

export function MiniPlayer({ title, state, canPlay, onToggle }: Props) {
  const { currentTime, duration, paused } = state;
  return (
    <div className="mini-player" role="region" aria-label="Now playing">
      <button
        type="button"
        className="audio-player__button audio-player__button--play mini-player__toggle"
        aria-label={paused ? "Play narration" : "Pause narration"}
        disabled={!canPlay}
        onClick={onToggle}
      >
        {paused ? <PlayIcon /> : <PauseIcon />}
      </button>
      <div className="mini-player__text">
        <p className="mini-player__title">{title}</p>
        <progress
          className="mini-player__progress"
          aria-label="Narration progress"
          aria-valuetext={describePosition(currentTime, duration)}
          max={duration || 1}
          value={duration ? Math.min(currentTime, duration) : 0}
        />
      </div>
    </div>
  );
}
