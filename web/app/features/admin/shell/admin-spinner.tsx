/** The corner spinner shown while anything loads or saves (SPEC §2). */
import { useIsFetching, useIsMutating } from "@tanstack/react-query";
import { useNavigation } from "react-router";

export function AdminSpinner() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const navigating = useNavigation().state !== "idle";
  const busy = fetching + mutating > 0 || navigating;
  return (
    <div className="admin-spinner" role="status" aria-live="polite">
      {busy && (
        <>
          <span className="admin-spinner__wheel" aria-hidden="true" />
          <span className="visually-hidden">Loading</span>
        </>
      )}
    </div>
  );
}
