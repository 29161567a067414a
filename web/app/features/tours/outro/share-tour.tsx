/**
 * Sharing a tour from its outro: the phone's share sheet where the browser has the
 * Web Share API, otherwise 'Copy link' to the clipboard with a visible confirmation. Before the
 * page's scripts run the button is disabled and reads 'Copy link'.
 */
import { useState, useSyncExternalStore } from "react";
import { track } from "../../../lib/analytics";
import { useInteractive } from "../use-interactive";

type ShareState = "idle" | "copied" | "failed";

const subscribe = () => () => {};

function useCanShare(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof navigator.share === "function",
    () => false,
  );
}

interface Props {
  title: string;
  /** Site-relative address of the tour, e.g. "/tours/fort-negley". */
  path: string;
}

export function ShareTour({ title, path }: Props) {
  const interactive = useInteractive();
  const canShare = useCanShare();
  const [state, setState] = useState<ShareState>("idle");

  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (canShare) {
      try {
        await navigator.share({ title, text: `The ${title} tour`, url });
        track("Tour", "Shared", title);
      } catch {
        // The visitor closed the share sheet: nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setState("copied");
      track("Tour", "LinkCopied", title);
    } catch {
      setState("failed");
    }
  };

  return (
    <div className="outro-share">
      <button
        type="button"
        className="button button--secondary"
        disabled={!interactive}
        onClick={() => void share()}
      >
        {canShare ? "Share this tour" : "Copy link"}
      </button>
      <p
        role="status"
        className={state === "failed" ? "outro-share__status is-error" : "outro-share__status"}
      >
        {state === "copied" && "Link copied. Paste it to share the tour."}
        {state === "failed" && `Could not copy. The tour's address is ${path}`}
      </p>
    </div>
  );
}
