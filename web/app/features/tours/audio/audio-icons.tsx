/** The player's inline icons. Decorative: each button around them carries the label. */
import { Icon } from "../../chrome/icons";
import { SKIP_SECONDS } from "./playback";

export const PlayIcon = () => (
  <Icon>
    <path d="M8 5v14l11-7z" fill="currentColor" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon>
    <path d="M8 5v14M16 5v14" strokeWidth="3.5" strokeLinecap="butt" />
  </Icon>
);

/** A circular arrow with the skip length in it; `forward` mirrors the arrow. */
export function SkipIcon({ forward = false }: { forward?: boolean }) {
  return (
    <Icon>
      <g transform={forward ? "matrix(-1 0 0 1 24 0)" : undefined}>
        <path d="M4.5 9A8 8 0 1 1 4 14" />
        <path d="M4 4v5h5" />
      </g>
      <text
        x="12"
        y="15.5"
        textAnchor="middle"
        fontSize="8.5"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="currentColor"
        stroke="none"
      >
        {SKIP_SECONDS}
      </text>
    </Icon>
  );
}
