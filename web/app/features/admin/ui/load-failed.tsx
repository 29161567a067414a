/** In place of a form whose data could not be loaded (the banner says why): try again. */
import { useState } from "react";
import "./load-failed.css";

export function LoadFailed({ what, onRetry }: { what: string; onRetry(): Promise<unknown> }) {
  const [retrying, setRetrying] = useState(false);
  return (
    <div className="admin-load-failed">
      <p>{what} could not be loaded.</p>
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={retrying}
        onClick={() => {
          setRetrying(true);
          void onRetry().finally(() => setRetrying(false));
        }}
      >
        {retrying ? "Trying again…" : "Try again"}
      </button>
    </div>
  );
}
