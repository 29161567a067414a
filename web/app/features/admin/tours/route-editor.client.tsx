/**
 * The MapLibre part of the route editor: the tour's stops for reference, the route line and one
 * draggable button per point. A click on the map adds a point; arrow keys move a focused point.
 * Loaded lazily, in the browser only.
 */
import "../../map/maplibre-setup.client";
import type { Feature, LineString } from "geojson";
import { type GeoJSONSource, Map as MapLibreMap, Marker } from "maplibre-gl";
import { type RefObject, useEffect, useRef, useState } from "react";
import { absoluteSprite } from "../../map/absolute-sprite";
import { roundLine } from "../../map/line-layer";
import { MAP_FAILURE_REASONS } from "../../map/map-fallback";
import { supportsWebGl } from "../../map/webgl";
import { MAX_HANDLES, type RoutePoint } from "./route-edits";

const LINE = "route-editor-line";

/** Pixels an arrow key moves a focused point. */
const KEY_STEP = 10;

export interface RouteStopMark {
  number: number;
  name: string;
  at: RoutePoint;
}

export interface RouteEditorCanvasProps {
  styleUrl: string;
  route: readonly RoutePoint[];
  stops: readonly RouteStopMark[];
  selected: number | null;
  onAdd(point: RoutePoint): void;
  onMove(index: number, point: RoutePoint): void;
  onSelect(index: number): void;
  /** Hands the owner a way to read the map's centre (for 'Add point at the centre'). */
  onReady(centre: () => RoutePoint): void;
}

export default function RouteEditorCanvas(props: RouteEditorCanvasProps) {
  const [webGl] = useState(supportsWebGl);
  if (!webGl) return <p className="tour-map-preview__note">{MAP_FAILURE_REASONS.unsupported}</p>;
  return <Canvas {...props} />;
}

function Canvas({ styleUrl, route, stops, selected, ...handlers }: RouteEditorCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markersRef = useRef<Marker[]>([]);
  const [loaded, setLoaded] = useState(false);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const first = route[0] ?? stops[0]?.at;
    const map = new MapLibreMap({
      container: element,
      style: styleUrl,
      transformStyle: absoluteSprite,
      // The canvas's accessible name: each map its own, as two on a page are two landmarks.
      locale: { "Map.Title": "Map of the tour’s route" },
      center: first ?? [-86.7816, 36.1627],
      zoom: 14,
      attributionControl: { compact: true },
    });
    mapRef.current = map;
    // One list for the map's life: the route's effect changes it in place.
    const markers = markersRef.current;
    const all = [...route, ...stops.map((s) => s.at)];
    if (all.length > 1) {
      const lngs = all.map((p) => p[0]);
      const lats = all.map((p) => p[1]);
      map.fitBounds(
        [
          [Math.min(...lngs), Math.min(...lats)],
          [Math.max(...lngs), Math.max(...lats)],
        ],
        { padding: 40, maxZoom: 16, duration: 0 },
      );
    }
    map.on("click", (event) => latest.current.onAdd([event.lngLat.lng, event.lngLat.lat]));
    map.on("load", () => {
      map.addSource(LINE, { type: "geojson", data: lineOf([]) });
      map.addLayer(roundLine(LINE, LINE, "#0b5394", 4));
      setLoaded(true);
    });
    latest.current.onReady(() => {
      const { lng, lat } = map.getCenter();
      return [lng, lat];
    });
    return () => {
      markers.splice(0).forEach((marker) => marker.remove());
      mapRef.current = null;
      setLoaded(false);
      map.remove();
    };
    // One map per style; the effects below follow the route without a new WebGL context.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const markers = stops.map((stop) =>
      new Marker({ element: stopMark(stop) }).setLngLat(stop.at).addTo(map),
    );
    return () => markers.forEach((m) => m.remove());
  }, [stops]);

  // The handles follow the route in place (moved, restyled, added or dropped at the end) rather
  // than being made anew, so the point that has the keyboard keeps it from one key to the next.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (loaded) void map.getSource<GeoJSONSource>(LINE)?.setData(lineOf(route));
    map.getContainer().dataset.route = route.map((p) => p.join(",")).join(" ");
    const handles = route.length > MAX_HANDLES ? [] : route;
    const markers = markersRef.current;
    markers.splice(handles.length).forEach((marker) => marker.remove());
    handles.forEach((point, index) => {
      const marker = (markers[index] ??= pointMarker(map, index, point, latest));
      marker.setLngLat(point);
      showSelected(marker.getElement(), selected === index);
    });
  }, [route, selected, loaded]);

  return <div ref={container} className="tour-map-preview__map route-editor__map" />;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const lineOf = (route: readonly RoutePoint[]): Feature<LineString> => ({
  type: "Feature",
  properties: {},
  geometry: { type: "LineString", coordinates: route.map((p) => [...p]) },
});

/** Point `index`'s handle: a button to select it, drag it or move it with the arrow keys. */
function pointMarker(
  map: MapLibreMap,
  index: number,
  point: RoutePoint,
  latest: RefObject<Pick<RouteEditorCanvasProps, "onMove" | "onSelect">>,
): Marker {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "route-point";
  button.setAttribute("aria-label", `Route point ${index + 1}`);
  const marker = new Marker({ element: button, draggable: true });
  // Enter and Space press a button too.
  button.addEventListener("click", (event) => {
    event.stopPropagation();
    latest.current.onSelect(index);
  });
  button.addEventListener("keydown", (event) => {
    const step = ARROWS[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    // Not the map's too: it would pan under the point.
    event.stopPropagation();
    const at = map.project(marker.getLngLat());
    const to = map.unproject([at.x + step[0] * KEY_STEP, at.y + step[1] * KEY_STEP]);
    latest.current.onMove(index, [to.lng, to.lat]);
  });
  marker.on("dragend", () => {
    const { lng, lat } = marker.getLngLat();
    latest.current.onMove(index, [lng, lat]);
  });
  return marker.setLngLat(point).addTo(map);
}

function showSelected(button: HTMLElement, selected: boolean) {
  button.classList.toggle("route-point--selected", selected);
  button.setAttribute("aria-pressed", String(selected));
}

function stopMark(stop: RouteStopMark): HTMLElement {
  const element = document.createElement("div");
  element.className = "route-editor__stop";
  element.textContent = String(stop.number);
  element.title = `Stop ${stop.number}: ${stop.name}`;
  element.setAttribute("aria-hidden", "true");
  return element;
}
