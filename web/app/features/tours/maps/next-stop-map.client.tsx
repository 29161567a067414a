/**
 * The MapLibre part of the next-stop map: the stop with its 'Arrived' card, the tour's route with
 * the leg to the stop highlighted, and the visitor with an accuracy circle. Loaded lazily, in the
 * browser only.
 */
import "./maplibre-setup.client";
import { Map as MapLibreMap, Marker, NavigationControl, Popup } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { applyCamera } from "./camera.client";
import type { LatLng } from "./directions";
import { type LngLatPair, nextStopCamera, toLngLat } from "./map-geometry";
import { keepPopupInside } from "./popup-fit.client";
import type { PositionFix } from "./use-watched-position";
import { type TourOverlays, tourOverlays } from "./tour-overlays.client";

/** Pixels the stop's card takes above its pin, kept clear when fitting the visitor and the stop. */
const CARD_ROOM = 120;
const PIN_HEIGHT = 40;

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
    const element = container.current;
    if (!element) return;
    const stop = { lat, lng };
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: element,
        style: styleUrl,
        center: toLngLat(stop),
        zoom,
        attributionControl: { compact: true },
      });
    } catch (error) {
      fail.current(error);
      return;
    }
    mapRef.current = map;
    fitted.current = false;
    overlays.current = tourOverlays(map, latest.current);
    map.addControl(new NavigationControl({ showCompass: false }), "top-right");
    new Marker({ element: pin(), anchor: "bottom" }).setLngLat(toLngLat(stop)).addTo(map);
    const popup = new Popup({
      className: "next-stop-card",
      closeButton: false,
      closeOnClick: false,
      focusAfterOpen: false,
      anchor: "bottom",
      offset: [0, -PIN_HEIGHT],
      maxWidth: "16rem",
    })
      .setDOMContent(card)
      .setLngLat(toLngLat(stop))
      .addTo(map);
    const stopFitting = keepPopupInside(map, popup, card);

    map.on("error", (event) => {
      if (!overlays.current?.loaded) fail.current(event.error);
    });
    return () => {
      stopFitting();
      overlays.current = null;
      mapRef.current = null;
      map.remove();
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
      <div ref={container} className="map-dialog__map" />
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

function pin(): HTMLElement {
  const element = document.createElement("div");
  element.className = "next-stop-pin";
  element.setAttribute("aria-hidden", "true");
  element.innerHTML =
    '<svg width="32" height="40" viewBox="0 0 32 40" focusable="false"><path d="M16 39C16 39 2 23.5 2 15a14 14 0 0 1 28 0c0 8.5-14 24-14 24z" fill="#7a2e1f" stroke="#ffffff" stroke-width="2.5"/><circle cx="16" cy="15" r="5.5" fill="#ffffff"/></svg>';
  return element;
}
