/**
 * SPEC §4 'Next stop', in person: a full-screen directions map to the next stop. 'Arrived' on the
 * stop's marker goes on to it. This code and MapLibre's are fetched only when the map is opened.
 */
import { lazy, type ReactNode, useCallback, useState } from "react";
import { track } from "../../../lib/analytics";
import { degrees, hasUsableCoordinates } from "./directions";
import { GetDirectionsLink } from "./get-directions-link";
import { LocationDeniedDialog } from "./location-denied-dialog";
import { locationRefused, markLocationRefused } from "./location-refused";
import { MAP_FAILURE_REASONS } from "../../map/map-fallback";
import { MapCanvasFrame, type TourCanvasProps, useMapPhase } from "./map-frame";
import { locationNote } from "./location-note";
import type { LngLatPair } from "./map-geometry";
import type { MapStop } from "./map-stop";
import { remainingMetres } from "./route-geometry";
import { staticMapTitle } from "./static-map-picture";
import { StaticNextStopMap } from "./static-next-stop-map";
import { UnplacedStop } from "./unplaced-stop";
import { useRouteLeg } from "./use-route-leg";
import { useWatchedPosition } from "./use-watched-position";

const NextStopCanvas = lazy(() => import("./next-stop-map.client"));

export interface NextStopMapProps {
  open: boolean;
  destination: MapStop;
  /** The stop the visitor is leaving: the highlighted leg runs from it to the destination. */
  from: MapStop | null;
  /** Every stop of the tour in order, for the straight segments of a tour without a route. */
  stops: readonly MapStop[];
  /** The tour's drawn route as [lng, lat] points, or null. */
  route: readonly LngLatPair[] | null;
  /** A driving tour: the time given is a drive, not a walk. */
  driving: boolean;
  /** The tour's map style. */
  styleUrl: string;
  /** The tour's nextStopMapZoomLevel. */
  zoom: number;
  /** The server's picture of the leg (next-stop-map.svg), shown while the live map loads. */
  staticMapUrl: string;
  /** The visitor is at the stop: the owner goes to destination.href (the map then closes). */
  onArrived(): void;
  onClose(): void;
}

/** What the dialog's lazily loaded content takes. */
export type NextStopMapContentProps = Omit<NextStopMapProps, "open" | "onArrived" | "onClose"> & {
  /** 'Arrived' pressed: counted, the dialog closes and the visitor goes on to the stop. */
  arrive(): void;
};

/**
 * The next-stop dialog's content, loaded at the first opening (the dialog itself and a first look
 * at the picture are the tour page's own: next-stop-map-shell.tsx). Mounted only while the dialog
 * is open: the location watch lives exactly as long.
 */
export default function NextStopMapContent({
  destination,
  from,
  stops,
  route,
  driving,
  styleUrl,
  zoom,
  staticMapUrl,
  arrive,
}: NextStopMapContentProps) {
  const { siteName, coordinates } = destination;
  const stop = hasUsableCoordinates(coordinates) ? coordinates : null;
  const [refusal, setRefusal] = useState<"none" | "told" | "understood">("none");
  const onDenied = useCallback(() => {
    track("Map", "LocationDenied", siteName);
    // The modal once per visit: a visitor who said no is not asked at every opening.
    setRefusal(locationRefused() ? "understood" : "told");
    markLocationRefused();
  }, [siteName]);
  const position = useWatchedPosition(stop !== null, onDenied);
  const [phase, fail] = useMapPhase();
  const start = hasUsableCoordinates(from?.coordinates) ? from.coordinates : null;
  const { path, leg } = useRouteLeg(route, stops, start, stop);
  const hasRoute = (route?.length ?? 0) >= 2;
  const canvas: TourCanvasProps = { path, leg, position, styleUrl, zoom, onFail: fail };
  const [liveDrawn, setLiveDrawn] = useState(false);
  const onDrawn = useCallback(() => setLiveDrawn(true), []);
  const [pictureFailed, setPictureFailed] = useState(false);
  const covered = !liveDrawn && !pictureFailed;
  const picture = (note?: ReactNode) =>
    stop && !pictureFailed ? (
      <StaticNextStopMap
        src={staticMapUrl}
        title={staticMapTitle(from, destination)}
        leg={leg}
        from={start}
        to={stop}
        position={position}
        onError={() => setPictureFailed(true)}
      >
        {note}
      </StaticNextStopMap>
    ) : null;

  const arrivedButton = (
    <button type="button" className="button" onClick={arrive}>
      Arrived
    </button>
  );

  let body;
  if (!stop) body = <UnplacedStop siteName={siteName} address={destination.address} />;
  else if (phase === "map")
    body = (
      <>
        {covered && picture()}
        {/* Out of reach while the picture covers it: one map, one visitor's dot, at a time. */}
        <div className="map-dialog__live" aria-hidden={covered || undefined} inert={covered}>
          <MapCanvasFrame onFail={fail}>
            <NextStopCanvas
              {...canvas}
              siteName={siteName}
              destination={stop}
              onArrived={arrive}
              onDrawn={onDrawn}
            />
          </MapCanvasFrame>
        </div>
      </>
    );
  else {
    const reason = (
      <>
        <p>{MAP_FAILURE_REASONS[phase]}</p>
        <p>
          <strong>{siteName}</strong> is at {degrees(stop.lat)}, {degrees(stop.lng)}.
        </p>
      </>
    );
    // Where MapLibre cannot draw, the server's picture is the map.
    body = picture(reason) ?? <div className="map-dialog__fallback">{reason}</div>;
  }

  return (
    <div
      className="map-dialog__content"
      data-position={position ? `${position.lat},${position.lng}` : undefined}
    >
      <div className="map-dialog__body">{body}</div>
      <div className="map-dialog__actions">
        {stop && (
          <p className="map-dialog__note">
            {locationNote(
              position && remainingMetres(hasRoute ? leg : [], position, stop),
              refusal !== "none",
              driving,
            )}
          </p>
        )}
        <GetDirectionsLink siteName={siteName} coordinates={stop} address={destination.address} />
        {(!stop || phase !== "map") && arrivedButton}
      </div>
      <LocationDeniedDialog open={refusal === "told"} onOk={() => setRefusal("understood")} />
    </div>
  );
}
