/**
 * The MapLibre part of the next-stop map: the stop with its 'Arrived' card, the tour's route with
 * the leg to the stop highlighted, and the visitor with an accuracy circle. Loaded lazily, in the
 * browser only.
 */
import type { Map as MapLibreMap, Popup } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { keepPopupInside } from "../../map/popup-fit.client";
import type { LatLng } from "./directions";
import {
  discardNextStopMap,
  hideNextStopMap,
  type NextStopMapParts,
  showNextStopMap,
} from "./kept-next-stop-map.client";
import type { TourCanvasProps } from "./map-frame";
import { fitNextStop } from "./next-stop-fit.client";
import { useTourOverlays } from "./tour-overlays.client";

export interface NextStopCanvasProps extends TourCanvasProps {
  siteName: string;
  destination: LatLng;
  onArrived(): void;
  /** The map has drawn its first frame (at once for a map kept drawn since an earlier opening). */
  onDrawn(): void;
}

export default function NextStopCanvas({
  siteName,
  destination,
  position,
  path,
  leg,
  styleUrl,
  zoom,
  onArrived,
  onFail,
  onDrawn,
}: NextStopCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const popupRef = useRef<Popup | null>(null);
  const fitted = useRef(false);
  const { overlaysRef, latestRef, failRef } = useTourOverlays(path, leg, position, onFail);
  const [card] = useState(() => document.createElement("div"));
  const drawnRef = useRef(onDrawn);
  useEffect(() => {
    drawnRef.current = onDrawn;
  }, [onDrawn]);
  const { lat, lng } = destination;

  useEffect(() => {
    const slot = container.current;
    if (!slot) return;
    const stop = { lat, lng };
    let parts: NextStopMapParts;
    try {
      parts = showNextStopMap(slot, styleUrl, stop, zoom, card);
    } catch (error) {
      failRef.current(error);
      return;
    }
    const { map } = parts;
    overlaysRef.current = parts.overlays;
    mapRef.current = map;
    popupRef.current = parts.popup;
    fitted.current = false;
    overlaysRef.current.setRoute(latestRef.current.path, latestRef.current.leg);
    overlaysRef.current.setPosition(latestRef.current.position);
    // Until the visitor's position is known: the stop, and the zoom buttons only where they
    // leave its card uncovered.
    fitNextStop(map, parts.popup, { stop, visitor: null, zoom });
    const stopFitting = keepPopupInside(map, parts.popup, card);
    const onError = (event: { error: unknown }) => {
      if (overlaysRef.current?.loaded) return;
      discardNextStopMap();
      failRef.current(event.error);
    };
    map.on("error", onError);
    const drawn = () => drawnRef.current();
    if (parts.overlays.loaded) drawn();
    else map.once("load", drawn);
    return () => {
      map.off("error", onError);
      map.off("load", drawn);
      stopFitting();
      overlaysRef.current = null;
      mapRef.current = null;
      popupRef.current = null;
      hideNextStopMap();
    };
  }, [styleUrl, lat, lng, zoom, card, overlaysRef, latestRef, failRef]);

  // The visitor's dot follows every new position; the camera fits the visitor and the stop only
  // the first time, so it never pulls the map away from where the visitor has moved it.
  useEffect(() => {
    latestRef.current.position = position;
    const map = mapRef.current;
    const popup = popupRef.current;
    if (!map || !popup || !position) return;
    overlaysRef.current?.setPosition(position);
    if (fitted.current) return;
    fitted.current = true;
    const { leg } = latestRef.current;
    const fit = () => {
      if (mapRef.current === map)
        fitNextStop(map, popup, { stop: { lat, lng }, visitor: position, zoom, leg });
    };
    fit();
    // A map still drawing has not named its credits yet: fitted again once they stand.
    if (!map.loaded()) map.once("idle", fit);
  }, [position, lat, lng, zoom, overlaysRef, latestRef]);

  return (
    <>
      <div ref={container} className="map-dialog__slot" />
      {createPortal(
        <div className="next-stop-card__body">
          <strong className="next-stop-card__name">{siteName}</strong>
          <button type="button" className="button" onClick={onArrived}>
            Arrived
          </button>
        </div>,
        card,
      )}
    </>
  );
}
