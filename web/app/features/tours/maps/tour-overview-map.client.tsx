/**
 * The MapLibre part of the tour overview: the tour's line with the leg to the next stop
 * highlighted, a numbered button per placed stop opening a popup with 'Go to this stop', and the
 * visitor when location is granted. Loaded lazily, in the browser only.
 */
import "../../map/maplibre-setup.client";
import { Map as MapLibreMap, Marker, NavigationControl, Popup } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { absoluteSprite } from "../../map/absolute-sprite";
import { AppLink } from "../../chrome/app-link";
import { keepOffscreenMarkersInert } from "../../map/offscreen-markers";
import { keepPopupInside } from "../../map/popup-fit.client";
import { applyCamera } from "./camera.client";
import type { TourCanvasProps } from "./map-frame";
import { overviewCamera, toLngLat } from "./map-geometry";
import type { PlacedStop } from "./map-stop";
import { tourOverlays, useTourOverlays } from "./tour-overlays.client";

export interface OverviewCanvasProps extends TourCanvasProps {
  /** At least one stop. */
  placed: readonly PlacedStop[];
  currentSlug: string | null;
  /** A stop's link was followed. */
  onFollow(): void;
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
  const { overlaysRef, latestRef, failRef } = useTourOverlays(path, leg, position, onFail);
  const [popupNode] = useState(() => document.createElement("div"));
  const [selected, setSelected] = useState<PlacedStop | null>(null);

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
        transformStyle: absoluteSprite,
        // The canvas"s accessible name: each map its own, as two on a page are two landmarks.
        locale: { "Map.Title": "Map of the tour" },
        center: toLngLat(placed[0]!.at),
        zoom,
        attributionControl: { compact: true },
      });
    } catch (error) {
      failRef.current(error);
      return;
    }
    overlaysRef.current = tourOverlays(map, latestRef.current);
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
      if (!overlaysRef.current?.loaded) failRef.current(event.error);
    });
    return () => {
      stopFitting();
      overlaysRef.current = null;
      map.remove();
    };
  }, [placed, currentSlug, styleUrl, zoom, popupNode, overlaysRef, latestRef, failRef]);

  useEffect(() => {
    latestRef.current.position = position;
    overlaysRef.current?.setPosition(position);
  }, [position, overlaysRef, latestRef]);

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
  button.className = `map-marker stop-marker${current ? " stop-marker--current" : ""}`;
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
