/**
 * The MapLibre part of the next-stop map: the stop with its 'Arrived' card, the tour's route with
 * the leg to the stop highlighted, and the visitor with an accuracy circle. Loaded lazily, in the
 * browser only.
 */
import type { Map as MapLibreMap } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { applyCamera } from "./camera.client";
import type { LatLng } from "./directions";
import {
  discardNextStopMap,
  hideNextStopMap,
  type NextStopMapParts,
  showNextStopMap,
} from "./kept-next-stop-map.client";
import { type LngLatPair, nextStopCamera } from "./map-geometry";
import { keepPopupInside } from "./popup-fit.client";
import type { PositionFix } from "./use-watched-position";
import type { TourOverlays } from "./tour-overlays.client";

/** Pixels the stop's card takes above its pin, kept clear when fitting the visitor and the stop. */
const CARD_ROOM = 120;

export interface NextStopCanvasProps {
  siteName: string;
  destination: LatLng;
  position: PositionFix | null;
  /** The tour's whole line and the leg from the current stop to this one. */
  path: readonly LngLatPair[];
  leg: readonly LngLatPair[];
  styleUrl: string;
  zoom: number;
  onArrived(): void;
  onFail(error: unknown): void;
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
}: NextStopCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const overlays = useRef<TourOverlays | null>(null);
  const fitted = useRef(false);
  const latest = useRef({ position, path, leg });
  const fail = useRef(onFail);
  const [card] = useState(() => document.createElement("div"));
  const { lat, lng } = destination;

  useEffect(() => {
    fail.current = onFail;
  }, [onFail]);

  useEffect(() => {
    const slot = container.current;
    if (!slot) return;
    const stop = { lat, lng };
    let parts: NextStopMapParts;
    try {
      parts = showNextStopMap(slot, styleUrl, stop, zoom, card);
    } catch (error) {
      fail.current(error);
      return;
    }
    const { map } = parts;
    overlays.current = parts.overlays;
    mapRef.current = map;
    fitted.current = false;
    overlays.current.setRoute(latest.current.path, latest.current.leg);
    overlays.current.setPosition(latest.current.position);
    const stopFitting = keepPopupInside(map, parts.popup, card);
    const onError = (event: { error: unknown }) => {
      if (overlays.current?.loaded) return;
      discardNextStopMap();
      fail.current(event.error);
    };
    map.on("error", onError);
    return () => {
      map.off("error", onError);
      stopFitting();
      overlays.current = null;
      mapRef.current = null;
      hideNextStopMap();
    };
  }, [styleUrl, lat, lng, zoom, card]);

  useEffect(() => {
    latest.current.path = path;
    latest.current.leg = leg;
    overlays.current?.setRoute(path, leg);
  }, [path, leg]);

  // The visitor's dot follows every new position; the camera fits the visitor and the stop only
  // the first time, so it never pulls the map away from where the visitor has moved it.
  useEffect(() => {
    latest.current.position = position;
    const map = mapRef.current;
    if (!map || !position) return;
    overlays.current?.setPosition(position);
    if (fitted.current) return;
    fitted.current = true;
    applyCamera(map, nextStopCamera({ lat, lng }, position, zoom, latest.current.leg), CARD_ROOM);
  }, [position, lat, lng, zoom]);

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
