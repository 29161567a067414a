/** What the tour maps share around their lazily loaded MapLibre part: phase, failure, loading. */
import { type ReactNode, Suspense, useCallback, useState } from "react";
import { useErrors } from "../../../lib/errors-context";
import { LoadErrorBoundary } from "../../../lib/load-error-boundary";
import { MAP_FAILURE_REASONS } from "../../map/map-fallback";
import { supportsWebGl } from "../../map/webgl";
import { MapLoading } from "./map-dialog";
import type { LngLatPair } from "./map-geometry";
import type { PositionFix } from "./use-watched-position";

export type MapPhase = "map" | "unsupported" | "failed";

/** What both tour maps hand their canvas, whatever else each one draws. */
export interface TourCanvasProps {
  /** The tour's whole line and the highlighted leg to the next stop. */
  path: readonly LngLatPair[];
  leg: readonly LngLatPair[];
  /** The visitor, or null while unknown. */
  position: PositionFix | null;
  styleUrl: string;
  zoom: number;
  onFail(error: unknown): void;
}

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

/** A lazily loaded canvas: 'Loading map…' while its code comes, and any failure sent to onFail. */
export function MapCanvasFrame({
  onFail,
  children,
}: {
  onFail(error: unknown): void;
  children: ReactNode;
}) {
  return (
    <LoadErrorBoundary onError={onFail}>
      <Suspense fallback={<MapLoading />}>{children}</Suspense>
    </LoadErrorBoundary>
  );
}
