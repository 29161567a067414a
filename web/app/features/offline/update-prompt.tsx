/** 'Update ready — Reload' under the header when a new version of the site is waiting. */
import { useSyncExternalStore } from "react";
import { updateState } from "./service-worker";

export function UpdatePrompt() {
  const ready = useSyncExternalStore(updateState.subscribe, updateState.isReady, () => false);
  if (!ready) return null;
  return (
    <p role="status" className="update-ready">
      Update ready —{" "}
      <button type="button" className="update-ready__reload" onClick={() => updateState.apply()}>
        Reload
      </button>
    </p>
  );
}
