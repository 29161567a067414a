/** The A / A+ / A++ control shown on tour views and record pages. */
import { useSyncExternalStore } from "react";
import { track } from "../../lib/analytics";
import { useInteractive } from "../tours/use-interactive";
import { parseTextSize, TEXT_SIZE_KEY, TEXT_SIZES, type TextSizeStep } from "./text-size";
import "./text-size.css";

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => parseTextSize(document.documentElement.dataset.textSize);

/**
 * Applies `step`. The tapped button stays where it was on the screen: the header and band above it
 * grow with the text, and without a scroll to match it slid down from under the finger.
 */
function choose(step: TextSizeStep, tapped: HTMLElement) {
  const before = tapped.getBoundingClientRect().top;
  const root = document.documentElement;
  if (step === 0) delete root.dataset.textSize;
  else root.dataset.textSize = String(step);
  try {
    localStorage.setItem(TEXT_SIZE_KEY, String(step));
  } catch {
    // Storage refused (private mode): the size holds until the page is left.
  }
  const moved = tapped.getBoundingClientRect().top - before;
  if (moved !== 0) window.scrollBy({ top: moved, behavior: "instant" });
  for (const listener of listeners) listener();
  track("Nav", "TextSize", String(step));
}

export function TextSizeControl() {
  const interactive = useInteractive();
  // The server cannot know the stored size: it renders the normal one, unpressed buttons after
  // hydration show the real one (the inline script has already applied it to the page).
  const step = useSyncExternalStore(subscribe, current, () => 0);
  return (
    <div className="text-size" role="group" aria-label="Text size">
      <span className="text-size__label" aria-hidden="true">
        Text size
      </span>
      {TEXT_SIZES.map((size) => (
        <button
          key={size.step}
          type="button"
          className={`text-size__button text-size__button--${size.step}`}
          // The visible label first, so a voice command that says it finds the button (WCAG 2.5.3).
          aria-label={`${size.label}, ${size.name}`}
          aria-pressed={interactive ? step === size.step : undefined}
          disabled={!interactive}
          onClick={(event) => choose(size.step, event.currentTarget)}
        >
          {size.label}
        </button>
      ))}
    </div>
  );
}
