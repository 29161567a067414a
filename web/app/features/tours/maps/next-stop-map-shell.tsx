/**
 * What the next-stop dialog shows the moment it opens, while its own code comes: the server's
 * picture of the leg (its request started in the tap's handler), the same bars and 'Get
 * Directions' as the full content (next-stop-map.tsx), which takes its place with the visitor's
 * dot and the live map. Part of the tour pages' own code, so it must stay light.
 */
import { useState } from "react";
import { MAP_FAILURE_REASONS } from "../../map/map-fallback";
import { hasUsableCoordinates } from "./directions";
import { GetDirectionsLink } from "./get-directions-link";
import { MapLoading } from "./map-dialog";
import type { MapStop } from "./map-stop";
import { StaticMapPicture, staticMapTitle } from "./static-map-picture";

interface Props {
  destination: MapStop;
  from: MapStop | null;
  staticMapUrl: string;
  /**
   * Given when the dialog's own code could not come (offline, a release too old for the page):
   * the shell then says so and offers 'Arrived', which calls it, so the visitor can go on.
   */
  arrive?: () => void;
}

export function NextStopMapShell({ destination, from, staticMapUrl, arrive }: Props) {
  const [pictureFailed, setPictureFailed] = useState(false);
  const coordinates = hasUsableCoordinates(destination.coordinates)
    ? destination.coordinates
    : null;
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
        {picture && <p className="map-dialog__note">{failed ?? "Looking for your location…"}</p>}
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
