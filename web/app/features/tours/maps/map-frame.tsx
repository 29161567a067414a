/** What the tour maps share around their lazily loaded MapLibre part: phase, failure, loading. */
import { Component, type ReactNode, useCallback, useState } from "react";
import { useErrors } from "../../../lib/errors-context";
import { supportsWebGl } from "../../map/webgl";

export type MapPhase = "map" | "unsupported" | "failed";

export const FALLBACK_REASONS = {
  unsupported: "This browser can't draw the map.",
  failed: "The map could not be loaded.",
} as const;

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
      addError(FALLBACK_REASONS.failed);
      setPhase("failed");
    },
    [addError],
  );
  return [phase, fail];
}

export function MapLoading() {
  return <p className="map-dialog__loading">Loading map…</p>;
}

/** Catches a failed download of the map's code or a map that throws while rendering. */
export class MapErrorBoundary extends Component<{
  onError(error: unknown): void;
  children: ReactNode;
}> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
