/** What the tour maps share around their lazily loaded MapLibre part: phase, failure, loading. */
import { useCallback, useState } from "react";
import { useErrors } from "../../../lib/errors-context";
import { supportsWebGl } from "../../map/webgl";

export type MapPhase = "map" | "unsupported" | "failed";

import { MAP_FAILURE_REASONS } from "../../map/map-fallback";

/**
 * Whether the map can be drawn. Call it only in content mounted in the browser (inside an open
 * MapDialog): each opening checks again, so a map that failed once is tried anew.
 */
export function useMapPhase(): [MapPhase, (error: unknown) => void] {
  const [phase, setPhase] = useState<MapPhase>(() => (supportsWebGl() ? "map" : "unsupported"));
  const { addError } = useErrors();
  const fail = useCallback(
    (error: unknown) => {
      console.warn("The map could not be shown:", error);
      addError(MAP_FAILURE_REASONS.failed);
      setPhase("failed");
    },
    [addError],
  );
  return [phase, fail];
}

export function MapLoading() {
  return <p className="map-dialog__loading">Loading map…</p>;
}
