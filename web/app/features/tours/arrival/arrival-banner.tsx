/** "You've arrived at …": a non-modal banner, announced politely, that never blocks the page. */
import { useEffect, useRef } from "react";

/** The banner's height on the page root while it shows: arrival.css keeps that much room below. */
function publishBannerHeight(banner: HTMLElement | null): (() => void) | undefined {
  if (!banner || typeof ResizeObserver === "undefined") return undefined;
  const root = document.documentElement.style;
  const publish = () =>
    root.setProperty("--arrival-banner-height", `${banner.getBoundingClientRect().height}px`);
  publish();
  const observer = new ResizeObserver(publish);
  observer.observe(banner, { box: "border-box" });
  return () => {
    observer.disconnect();
    root.removeProperty("--arrival-banner-height");
  };
}

interface Props {
  siteName: string;
  /**
   * On a driving tour: read at a glance and tapped by a passenger in a moving car, so larger
   * type and an 'Open stop' as wide as the banner and 64 px tall (arrival.css).
   */
  large?: boolean;
  onOpen(): void;
  onDismiss(): void;
}

export function ArrivalBanner({ siteName, large = false, onOpen, onDismiss }: Props) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => publishBannerHeight(ref.current), []);

  // Escape dismisses it while focus is inside, as with any transient message.
  useEffect(() => {
    const element = ref.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss();
    };
    element?.addEventListener("keydown", onKey);
    return () => element?.removeEventListener("keydown", onKey);
  }, [onDismiss]);

  return (
    <div
      ref={ref}
      className={large ? "arrival-banner arrival-banner--large" : "arrival-banner"}
      data-docked=""
    >
      <p className="arrival-banner__title">{`You've arrived at ${siteName}`}</p>
      <div className="arrival-banner__actions">
        <button type="button" className="button" onClick={onOpen}>
          Open stop
        </button>
        <button type="button" className="button button--secondary" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
