/**
 * The MapLibre part of the tour overview: a numbered button per placed stop, each opening a popup
 * that links to the stop. Loaded lazily, in the browser only.
 */
import "./maplibre-setup.client";
import { Map as MapLibreMap, Marker, NavigationControl, Popup } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { AppLink } from "../../chrome/app-link";
import { applyCamera } from "./camera.client";
import { overviewCamera, toLngLat } from "./map-geometry";
import type { PlacedStop } from "./map-stop";

export interface OverviewCanvasProps {
  /** At least one stop. */
  placed: readonly PlacedStop[];
  currentSlug: string | null;
  styleUrl: string;
  zoom: number;
  /** A stop's link was followed. */
  onFollow(): void;
  onFail(error: unknown): void;
}

export default function TourOverviewCanvas({
  placed,
  currentSlug,
  styleUrl,
  zoom,
  onFollow,
  onFail,
}: OverviewCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
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
    applyCamera(map, camera);
    map.addControl(new NavigationControl({ showCompass: false }), "top-right");
    const popup = new Popup({ className: "stop-popup", maxWidth: "16rem", offset: 22 });
    popup.setDOMContent(popupNode);
    for (const place of placed) {
      const current = place.stop.slug === currentSlug;
      const button = stopButton(place, current, () => {
        setSelected(place);
        popup.setLngLat(toLngLat(place.at)).addTo(map);
      });
      new Marker({ element: button }).setLngLat(toLngLat(place.at)).addTo(map);
    }

    let loaded = false;
    map.on("error", (event) => {
      if (!loaded) fail.current(event.error);
    });
    map.on("load", () => {
      loaded = true;
    });
    return () => map.remove();
  }, [placed, currentSlug, styleUrl, zoom, popupNode]);

  return (
    <>
      <div ref={container} className="map-dialog__map" />
      {createPortal(
        selected && (
          <p className="stop-popup__body">
            <span className="stop-popup__number">Stop {selected.number}</span>
            <AppLink to={selected.stop.href} onClick={onFollow}>
              {selected.stop.siteName}
            </AppLink>
          </p>
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
