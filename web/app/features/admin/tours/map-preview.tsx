/**
 * A live preview of a tour map zoom (SPEC §9: 0 is fully zoomed out), on the tour's style, centred
 * on its first stop with coordinates or on the city. MapLibre loads only in the browser, only here.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { HOME_MAP } from "../../map/map-config";
import { LoadErrorBoundary } from "../../../lib/load-error-boundary";
import { MAP_FAILURE_REASONS } from "../../map/map-fallback";
import { useInteractive } from "../../tours/use-interactive";

const MapPreviewCanvas = lazy(() => import("./map-preview.client"));

interface Props {
  styleUrl: string;
  zoom: number;
  /** The first stop with coordinates, if any. */
  place: { lat: number; lng: number; name: string } | null;
}

/** The value once it has stopped changing for `ms` (a style URL being typed). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function MapPreview({ styleUrl, zoom, place }: Props) {
  const inBrowser = useInteractive();
  const [failed, setFailed] = useState(false);
  const style = useSettled(styleUrl.trim(), 600);

  const where = place ? place.name : "Nashville";
  const center: [number, number] = place ? [place.lng, place.lat] : HOME_MAP.center;
  return (
    <figure className="tour-map-preview">
      {failed ? (
        <p className="tour-map-preview__note">{MAP_FAILURE_REASONS.failed}</p>
      ) : !style ? (
        <p className="tour-map-preview__note">Enter a map style URL to see the preview.</p>
      ) : inBrowser ? (
        <LoadErrorBoundary onError={() => setFailed(true)}>
          <Suspense fallback={<p className="tour-map-preview__note">Loading map…</p>}>
            <MapPreviewCanvas styleUrl={style} zoom={zoom} center={center} />
          </Suspense>
        </LoadErrorBoundary>
      ) : (
        <p className="tour-map-preview__note">Loading map…</p>
      )}
      <figcaption>
        Preview at zoom {zoom}, centred on {where}.
      </figcaption>
    </figure>
  );
}
