/**
 * The MapLibre part of the tour overview: the tour's line with the leg to the next stop
 * highlighted, a numbered button per placed stop opening a popup with 'Go to this stop', and the
 * visitor when location is granted. Loaded lazily, in the browser only.
 */
import "../../map/maplibre-setup.client";
import { Map as MapLibreMap, Marker, NavigationControl, Popup } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { AppLink } from "../../chrome/app-link";
import { keepOffscreenMarkersInert } from "../../map/offscreen-markers";
import { applyCamera } from "./camera.client";
import { type LngLatPair, overviewCamera, toLngLat } from "./map-geometry";
import type { PlacedStop } from "./map-stop";
import { keepPopupInside } from "./popup-fit.client";
import type { PositionFix } from "./use-watched-position";
import { type TourOverlays, tourOverlays } from "./tour-overlays.client";

export interface OverviewCanvasProps {
  /** At least one stop. */
  placed: readonly PlacedStop[];
  currentSlug: string | null;
  path: readonly LngLatPair[];
  leg: readonly LngLatPair[];
  position: PositionFix | null;
  styleUrl: string;
  zoom: number;
  /** A stop's link was followed. */
  onFollow(): void;
  onFail(error: unknown): void;
}

export default function TourOverviewCanvas({
  placed,
  currentSlug,
  path,
  leg,
  position,
  styleUrl,
  zoom,
  onFollow,
  onFail,
}: OverviewCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const overlays = useRef<TourOverlays | null>(null);
  const latest = useRef({ path, leg, position });
  const fail = useRef(onFail);
  const [popupNode] = useState(() => document.createElement("div"));
  const [selected, setSelected] = useState<PlacedStop | null>(null);

  useEffect(() => {
    fail.current = onFail;
  }, [onFail]);

  useEffect(() => {
    const element = container.current;
    const camera = overviewCamera(
      placed.map((p) => p.at),
      zoom,
    );
    if (!element || !camera) return;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: element,
        style: styleUrl,
        center: toLngLat(placed[0]!.at),
        zoom,
        attributionControl: { compact: true },
      });
    } catch (error) {
      fail.current(error);
      return;
    }
    overlays.current = tourOverlays(map, latest.current);
    applyCamera(map, camera);
    keepOffscreenMarkersInert(map);
    map.addControl(new NavigationControl({ showCompass: false }), "top-right");
    const popup = new Popup({ className: "stop-popup", maxWidth: "16rem", offset: 22 });
    popup.setDOMContent(popupNode);
    const stopFitting = keepPopupInside(map, popup, popupNode);
    for (const place of placed) {
      const current = place.stop.slug === currentSlug;
      const button = stopButton(place, current, () => {
        setSelected(place);
        popup.setLngLat(toLngLat(place.at)).addTo(map);
      });
      new Marker({ element: button }).setLngLat(toLngLat(place.at)).addTo(map);
    }

    map.on("error", (event) => {
      if (!overlays.current?.loaded) fail.current(event.error);
    });
    return () => {
      stopFitting();
      overlays.current = null;
      map.remove();
    };
  }, [placed, currentSlug, styleUrl, zoom, popupNode]);

  useEffect(() => {
    latest.current.path = path;
    latest.current.leg = leg;
    overlays.current?.setRoute(path, leg);
  }, [path, leg]);

  useEffect(() => {
    latest.current.position = position;
    overlays.current?.setPosition(position);
  }, [position]);

  return (
    <>
      <div ref={container} className="map-dialog__map" />
      {createPortal(
        selected && (
          <div className="stop-popup__body">
            <span className="stop-popup__number">Stop {selected.number}</span>
            <strong className="stop-popup__name">{selected.stop.siteName}</strong>
            <AppLink className="button" to={selected.stop.href} onClick={onFollow}>
              Go to this stop
            </AppLink>
          </div>
        ),
        popupNode,
      )}
    </>
  );
}

function stopButton(place: PlacedStop, current: boolean, onClick: () => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = current ? "stop-marker stop-marker--current" : "stop-marker";
  button.textContent = String(place.number);
  button.setAttribute(
    "aria-label",
    `Stop ${place.number}: ${place.stop.siteName}${current ? " (current stop)" : ""}`,
  );
  button.addEventListener("click", (event) => {
    event.stopPropagation();
    onClick();
  });
  return button;
}
