/**
 * The header's map icon in stop mode (SPEC §2): the tour's stops, numbered, on the tour's style and
 * zoom. MapLibre's code is fetched only when the map is opened.
 */
import { Fragment, lazy, useMemo } from "react";
import { AppLink } from "../../chrome/app-link";
import { degrees } from "./directions";
import { MAP_FAILURE_REASONS } from "../../map/map-fallback";
import { MapCanvasFrame, type TourCanvasProps, useMapPhase } from "./map-frame";
import type { LngLatPair } from "./map-geometry";
import { type MapStop, placeStops } from "./map-stop";
import { useGrantedPosition } from "./use-granted-position";
import { useRouteLeg } from "./use-route-leg";

const TourOverviewCanvas = lazy(() => import("./tour-overview-map.client"));

export interface TourOverviewMapProps {
  open: boolean;
  stops: readonly MapStop[];
  currentSlug: string | null;
  /** The tour's drawn route as [lng, lat] points, or null: the stops are then joined in order. */
  route: readonly LngLatPair[] | null;
  /** The tour's map style. */
  styleUrl: string;
  /** The tour's tourMapZoomLevel: the closest the fitted view may come. */
  zoom: number;
  onClose(): void;
  /** A stop picked on the map: it opens like a stop picked from Tour Stops, narration playing. */
  onGoToStop(): void;
}

/**
 * The tour map dialog's content, loaded at the first opening (the dialog itself is the tour page's
 * own: screen/lazy-tour-maps.tsx).
 */
export default function TourOverviewMapContent({
  stops,
  currentSlug,
  route,
  styleUrl,
  zoom,
  onClose,
  onGoToStop,
}: Omit<TourOverviewMapProps, "open">) {
  const follow = () => {
    onGoToStop();
    onClose();
  };
  // By content, not identity: a parent re-rendering with an equal new array keeps the same map.
  const signature = JSON.stringify(stops);
  const { placed, unplaced } = useMemo(
    () => placeStops(JSON.parse(signature) as MapStop[]),
    [signature],
  );
  const [phase, fail] = useMapPhase();
  // The leg from the current stop to the next placed one after it.
  const current = placed.findIndex((p) => p.stop.slug === currentSlug);
  const following = current < 0 ? undefined : placed[current + 1];
  const { path, leg } = useRouteLeg(
    route,
    stops,
    following ? placed[current]!.at : null,
    following?.at ?? null,
  );
  const position = useGrantedPosition();
  const canvas: TourCanvasProps = { path, leg, position, styleUrl, zoom, onFail: fail };
  const currentNote = (stop: MapStop) => (stop.slug === currentSlug ? " (current stop)" : "");

  let body;
  if (placed.length === 0)
    body = <p className="map-dialog__message">None of this tour's stops has a place on the map.</p>;
  else if (phase === "map")
    body = (
      <MapCanvasFrame onFail={fail}>
        <TourOverviewCanvas
          {...canvas}
          placed={placed}
          currentSlug={currentSlug}
          onFollow={follow}
        />
      </MapCanvasFrame>
    );
  else
    body = (
      <div className="map-dialog__fallback">
        <p>{MAP_FAILURE_REASONS[phase]} The stops are:</p>
        <ol>
          {placed.map(({ stop, number, at }) => (
            <li key={stop.slug} value={number}>
              <AppLink to={stop.href} onClick={follow}>
                {stop.siteName}
              </AppLink>
              {currentNote(stop)}{" "}
              <span className="map-dialog__coords">
                ({degrees(at.lat)}, {degrees(at.lng)})
              </span>
            </li>
          ))}
        </ol>
      </div>
    );

  return (
    <div className="map-dialog__content">
      <div className="map-dialog__body">{body}</div>
      {unplaced.length > 0 && (
        <div className="map-dialog__actions">
          <p className="map-dialog__note">
            Not on the map:{" "}
            {unplaced.map(({ stop, number }, index) => (
              <Fragment key={stop.slug}>
                {index > 0 && ", "}
                <AppLink to={stop.href} onClick={follow}>
                  {number}. {stop.siteName}
                </AppLink>
                {currentNote(stop)}
              </Fragment>
            ))}
          </p>
        </div>
      )}
    </div>
  );
}
