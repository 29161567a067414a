/**
 * Shown under the featured tours list when its save was refused because someone else saved the
 * list first (409 `stale_version`): the changes stay until the user chooses to load the saved
 * version.
 */
import { useState } from "react";

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
