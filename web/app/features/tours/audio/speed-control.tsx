/** Playback speed, 0.75× to 2×, remembered in this browser. */
import { useId } from "react";
import { PLAYBACK_RATES } from "./narration-state";

export function SpeedControl({ rate, onChange }: { rate: number; onChange(rate: number): void }) {
  const id = useId();
  return (
    <span className="audio-player__speed">
      <label htmlFor={id}>Speed</label>
      <select
        id={id}
        className="audio-player__select"
        value={String(rate)}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      >
        {PLAYBACK_RATES.map((option) => (
          <option key={option} value={String(option)}>
            {option}×
          </option>
        ))}
      </select>
    </span>
  );
}
