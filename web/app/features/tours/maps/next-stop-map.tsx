/**
 * SPEC §4 'Next stop', in person: a full-screen directions map to the next stop. 'Arrived' on the
 * stop's marker goes on to it. MapLibre's code is fetched only when the map is opened.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { track } from "../../../lib/analytics";
import { degrees, hasUsableCoordinates, type LatLng } from "./directions";
import { GetDirectionsLink } from "./get-directions-link";
import { LocationDeniedDialog } from "./location-denied-dialog";
import { MapDialog } from "./map-dialog";
import { MapErrorBoundary } from "../../map/map-error-boundary";
import { MAP_FAILURE_REASONS } from "../../map/map-fallback";
import { MapLoading, useMapPhase } from "./map-frame";
import { describeDistance, distanceMetres } from "./map-geometry";
import type { MapStop } from "./map-stop";
import { useWatchedPosition } from "./use-watched-position";

const NextStopCanvas = lazy(() => import("./next-stop-map.client"));

/** SPEC §5: what the map view shows for a stop whose record has no coordinates. */
export const INCOMPATIBLE_RECORD = "Incompatible record type";

export interface NextStopMapProps {
  open: boolean;
  destination: MapStop;
  /** The tour's map style. */
  styleUrl: string;
  /** The tour's nextStopMapZoomLevel. */
  zoom: number;
  /** The visitor is at the stop: the owner goes to destination.href (the map then closes). */
  onArrived(): void;
  onClose(): void;
}

export function NextStopMap({ open, destination, ...rest }: NextStopMapProps) {
  const { siteName } = destination;

  useEffect(() => {
    if (open) track("Map", "NextStopOpened", siteName);
  }, [open, siteName]);

  return (
    <MapDialog open={open} heading={`Next stop: ${siteName}`} onClose={rest.onClose}>
      <NextStopContent destination={destination} {...rest} />
    </MapDialog>
  );
}

/** Mounted only while the dialog is open: the location watch lives exactly as long. */
function NextStopContent({
  destination,
  styleUrl,
  zoom,
  onArrived,
  onClose,
}: Omit<NextStopMapProps, "open">) {
  const { siteName, coordinates } = destination;
  const stop = hasUsableCoordinates(coordinates) ? coordinates : null;
  const [refusal, setRefusal] = useState<"none" | "told" | "understood">("none");
  const onDenied = useCallback(() => {
    track("Map", "LocationDenied", siteName);
    setRefusal("told");
  }, [siteName]);
  const position = useWatchedPosition(stop !== null, onDenied);
  const [phase, fail] = useMapPhase();

  const arrive = () => {
    track("Map", "Arrived", siteName);
    onArrived();
    onClose();
  };
  const arrivedButton = (
    <button type="button" className="button" onClick={arrive}>
      Arrived
    </button>
  );

  let body;
  if (!stop) body = <p className="map-dialog__message">{INCOMPATIBLE_RECORD}</p>;
  else if (phase === "map")
    body = (
      <MapErrorBoundary onError={fail}>
        <Suspense fallback={<MapLoading />}>
          <NextStopCanvas
            siteName={siteName}
            destination={stop}
            position={position}
            styleUrl={styleUrl}
            zoom={zoom}
            onArrived={arrive}
            onFail={fail}
          />
        </Suspense>
      </MapErrorBoundary>
    );
  else
    body = (
      <div className="map-dialog__fallback">
        <p>{MAP_FAILURE_REASONS[phase]}</p>
        <p>
          <strong>{siteName}</strong> is at {degrees(stop.lat)}, {degrees(stop.lng)}.
        </p>
      </div>
    );

  return (
    <div
      className="map-dialog__content"
      data-position={position ? `${position.lat},${position.lng}` : undefined}
    >
      <div className="map-dialog__body">{body}</div>
      <div className="map-dialog__actions">
        {stop && (
          <p className="map-dialog__note">{locationNote(position, stop, refusal !== "none")}</p>
        )}
        <GetDirectionsLink siteName={siteName} coordinates={stop} />
        {(!stop || phase !== "map") && arrivedButton}
      </div>
      <LocationDeniedDialog open={refusal === "told"} onOk={() => setRefusal("understood")} />
    </div>
  );
}

function locationNote(position: LatLng | null, stop: LatLng, denied: boolean): string {
  if (position)
    return `About ${describeDistance(distanceMetres(position, stop))} away, as the crow flies.`;
  if (denied) return "Your location is not shared, so the map shows only the stop.";
  return "Looking for your location… The line to the stop is drawn as the crow flies.";
}
