/**
 * The MapLibre part of the next-stop map: the stop with its 'Arrived' card, the visitor's dot and
 * a straight line between them. Loaded lazily, in the browser only.
 */
import "./maplibre-setup.client";
import {
  type GeoJSONSource,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
} from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { applyCamera } from "./camera.client";
import type { LatLng } from "./directions";
import { lineBetween, nextStopCamera, toLngLat } from "./map-geometry";

const LINE = "next-stop-line";
/** Pixels the stop's card takes above its pin, kept clear when fitting the visitor and the stop. */
const CARD_ROOM = 120;
const PIN_HEIGHT = 40;

export interface NextStopCanvasProps {
  siteName: string;
  destination: LatLng;
  position: LatLng | null;
  styleUrl: string;
  zoom: number;
  onArrived(): void;
  onFail(error: unknown): void;
}

export default function NextStopCanvas({
  siteName,
  destination,
  position,
  styleUrl,
  zoom,
  onArrived,
  onFail,
}: NextStopCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const you = useRef<Marker | null>(null);
  const fitted = useRef(false);
  const latestPosition = useRef(position);
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
    map.addControl(new NavigationControl({ showCompass: false }), "top-right");
    new Marker({ element: pin(), anchor: "bottom" }).setLngLat(toLngLat(stop)).addTo(map);
    new Popup({
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

    let loaded = false;
    map.on("error", (event) => {
      if (!loaded) fail.current(event.error);
    });
    map.on("load", () => {
      loaded = true;
      map.addSource(LINE, { type: "geojson", data: lineBetween(null, stop) });
      map.addLayer({
        id: `${LINE}-casing`,
        type: "line",
        source: LINE,
        layout: { "line-cap": "round" },
        paint: { "line-color": "#ffffff", "line-width": 8 },
      });
      map.addLayer({
        id: LINE,
        type: "line",
        source: LINE,
        layout: { "line-cap": "round" },
        paint: { "line-color": "#0b5394", "line-width": 4, "line-dasharray": [2, 1.5] },
      });
      drawLine(map, latestPosition.current, stop);
    });
    return () => {
      you.current = null;
      mapRef.current = null;
      map.remove();
    };
  }, [styleUrl, lat, lng, zoom, card]);

  // The visitor's dot and line follow every new position; the camera fits both only the first
  // time, so it never pulls the map away from where the visitor has moved it.
  useEffect(() => {
    latestPosition.current = position;
    const map = mapRef.current;
    if (!map || !position) return;
    const stop = { lat, lng };
    if (you.current) you.current.setLngLat(toLngLat(position));
    else you.current = new Marker({ element: youDot() }).setLngLat(toLngLat(position)).addTo(map);
    drawLine(map, position, stop);
    if (fitted.current) return;
    fitted.current = true;
    applyCamera(map, nextStopCamera(stop, position, zoom), CARD_ROOM);
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

/** Draws the line once the style is ready, and tells tests what was drawn (data-line). */
function drawLine(map: MapLibreMap, position: LatLng | null, stop: LatLng) {
  const source = map.getSource<GeoJSONSource>(LINE);
  if (!source || !position) return;
  void source.setData(lineBetween(position, stop));
  map.getContainer().dataset.line = [position, stop].map((p) => `${p.lat},${p.lng}`).join(" ");
}

function pin(): HTMLElement {
  const element = document.createElement("div");
  element.className = "next-stop-pin";
  element.setAttribute("aria-hidden", "true");
  element.innerHTML =
    '<svg width="32" height="40" viewBox="0 0 32 40" focusable="false"><path d="M16 39C16 39 2 23.5 2 15a14 14 0 0 1 28 0c0 8.5-14 24-14 24z" fill="#7a2e1f" stroke="#ffffff" stroke-width="2.5"/><circle cx="16" cy="15" r="5.5" fill="#ffffff"/></svg>';
  return element;
}

function youDot(): HTMLElement {
  const element = document.createElement("div");
  element.className = "next-stop-you";
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", "You are here");
  return element;
}
