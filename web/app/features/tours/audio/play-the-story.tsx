/**
 * Shown when the browser refused to start the narration by itself (autoplay policy, e.g. a stop
 * opened by a full page load without a tap): a large control that says so, never a silent stop
 * that looks as if it plays.
 */
import { PlayIcon } from "./audio-icons";

export function PlayTheStory({ title, onPlay }: { title: string; onPlay(): void }) {
  return (
    <div className="play-the-story" role="region" aria-label="Narration paused">
      <p className="play-the-story__note">Your browser waits for a tap to start the narration.</p>
      <button type="button" className="play-the-story__button" onClick={onPlay}>
        <PlayIcon />
        <span>
          Play the story
          <span className="visually-hidden"> of {title}</span>
        </span>
      </button>
    </div>
  );
}
