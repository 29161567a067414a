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
  onOpen(): void;
  onDismiss(): void;
}

export function ArrivalBanner({ siteName, onOpen, onDismiss }: Props) {
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
    <div ref={ref} className="arrival-banner" data-docked="">
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
