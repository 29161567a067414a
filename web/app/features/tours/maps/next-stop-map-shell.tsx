/**
 * What the next-stop dialog shows the moment it opens, while its own code comes: the server's
 * picture of the leg (its request started in the tap's handler), the same bars and 'Get
 * Directions' as the full content (next-stop-map.tsx), which takes its place with the visitor's
 * dot and the live map. Part of the tour pages' own code, so it must stay light.
 */
import { useState } from "react";
import { hasUsableCoordinates } from "./directions";
import { GetDirectionsLink } from "./get-directions-link";
import { MapLoading } from "./map-dialog";
import type { MapStop } from "./map-stop";
import { StaticMapPicture, staticMapTitle } from "./static-map-picture";

interface Props {
  destination: MapStop;
  from: MapStop | null;
  staticMapUrl: string;
}

export function NextStopMapShell({ destination, from, staticMapUrl }: Props) {
  const [pictureFailed, setPictureFailed] = useState(false);
  const coordinates = hasUsableCoordinates(destination.coordinates)
    ? destination.coordinates
    : null;
  return (
    <div className="map-dialog__content">
      <div className="map-dialog__body">
        {coordinates && !pictureFailed ? (
          <StaticMapPicture
            src={staticMapUrl}
            title={staticMapTitle(from, destination)}
            onError={() => setPictureFailed(true)}
          />
        ) : (
          <MapLoading />
        )}
      </div>
      <div className="map-dialog__actions">
        {coordinates && <p className="map-dialog__note">Looking for your location…</p>}
        <GetDirectionsLink
          siteName={destination.siteName}
          coordinates={coordinates}
          address={destination.address}
        />
      </div>
    </div>
  );
}
