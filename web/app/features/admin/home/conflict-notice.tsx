/**
 * Shown under a form whose save was refused because someone else saved the item first (409
 * `stale_version`): the typed changes stay in the form until the user chooses to load the saved
 * version.
 */
import { useState } from "react";
import { ApiError } from "@tours/shared/browser";

export function ConflictNotice({ onReload }: { onReload(): Promise<unknown> }) {
  const [loading, setLoading] = useState(false);
  return (
    <div className="admin-conflict">
      <p>
        Your changes were not saved because someone else saved this first. They are still here: note
        what you need, then load the saved version and make them again.
      </p>
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={loading}
        onClick={() => {
          setLoading(true);
          void onReload().finally(() => setLoading(false));
        }}
      >
        {loading ? "Loading…" : "Load the saved version"}
      </button>
    </div>
  );
}

/** The save met a newer version someone else saved (409 `stale_version`). */
export const isConflict = (error: unknown) =>
  error instanceof ApiError && error.code === "stale_version";
