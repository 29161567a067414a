/**
 * What the next-stop dialog shows the moment it opens, while its own code comes: the server's
 * picture of the leg (its request started in the tap's handler), how far the stop is as the crow
 * flies once the phone tells where the visitor is, and 'Get Directions', as the full content
 * (next-stop-map.tsx) does; that takes its place with the visitor's dot, the distance along the
 * route and the live map. Part of the tour pages' own code, so it must stay light.
 */
import { useState } from "react";
import { MAP_FAILURE_REASONS } from "../../map/map-fallback";
import { hasUsableCoordinates } from "./directions";
import { GetDirectionsLink } from "./get-directions-link";
import { crowFlies, locationNote } from "./location-note";
import { MapLoading } from "./map-dialog";
import type { MapStop } from "./map-stop";
import { StaticMapPicture, staticMapTitle } from "./static-map-picture";
import { useWatchedPosition } from "./use-watched-position";

interface Props {
  destination: MapStop;
  from: MapStop | null;
  staticMapUrl: string;
  /** A driving tour: the time given is a drive, not a walk. */
  driving: boolean;
  /**
   * Given when the dialog's own code could not come (offline, a release too old for the page):
   * the shell then says so and offers 'Arrived', which calls it, so the visitor can go on.
   */
  arrive?: () => void;
}

export function NextStopMapShell({ destination, from, staticMapUrl, driving, arrive }: Props) {
  const [pictureFailed, setPictureFailed] = useState(false);
  const coordinates = hasUsableCoordinates(destination.coordinates)
    ? destination.coordinates
    : null;
  // The page's one watch (use-watched-position.ts): the full content, taking over, keeps it and
  // its last fix. A refusal is only said here; the full content tells the visitor what to do.
  const [denied, setDenied] = useState(false);
  const position = useWatchedPosition(coordinates !== null, () => setDenied(true));
  const note =
    coordinates && locationNote(position && crowFlies(position, coordinates), denied, driving);
  const picture = coordinates !== null && !pictureFailed;
  const failed = arrive ? MAP_FAILURE_REASONS.failed : null;
  return (
    <div className="map-dialog__content">
      <div className="map-dialog__body">
        {picture ? (
          <StaticMapPicture
            src={staticMapUrl}
            title={staticMapTitle(from, destination)}
            onError={() => setPictureFailed(true)}
          />
        ) : failed ? (
          <p className="map-dialog__message">{failed}</p>
        ) : (
          <MapLoading />
        )}
      </div>
      <div className="map-dialog__actions">
        {picture && failed && <p className="map-dialog__note">{failed}</p>}
        {note && <p className="map-dialog__note">{note}</p>}
        <GetDirectionsLink
          siteName={destination.siteName}
          coordinates={coordinates}
          address={destination.address}
        />
        {arrive && (
          <button type="button" className="button" onClick={arrive}>
            Arrived
          </button>
        )}
      </div>
    </div>
  );
}
