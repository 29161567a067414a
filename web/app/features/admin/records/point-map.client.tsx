/**
 * The MapLibre part of the coordinates field: the point as a marker; a click moves it. Loaded
 * lazily, in the browser only, on the site's offline style.
 */
import "../../map/maplibre-setup.client";
import { Map as MapLibreMap, Marker, NavigationControl } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { absoluteSprite } from "../../map/absolute-sprite";
import { DEFAULT_MAP_STYLE_URL, HOME_MAP } from "../../map/map-config";

interface LatLng {
  lat: number;
  lng: number;
}

interface Props {
  point: LatLng | null;
  onPick(point: LatLng): void;
  onFail(error: unknown): void;
}

const POINT_ZOOM = 15;

export default function PointMap({ point, onPick, onFail }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const callbacks = useRef({ onPick, onFail });
  const initialPoint = useRef(point);

  useEffect(() => {
    callbacks.current = { onPick, onFail };
  }, [onPick, onFail]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const start = initialPoint.current;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: element,
        style: DEFAULT_MAP_STYLE_URL,
        transformStyle: absoluteSprite,
        // The canvas's accessible name: each map its own, as two on a page are two landmarks.
        locale: { "Map.Title": "Map of the record’s place" },
        center: start ? [start.lng, start.lat] : HOME_MAP.center,
        zoom: start ? POINT_ZOOM : HOME_MAP.zoom,
        attributionControl: { compact: true },
      });
    } catch (error) {
      callbacks.current.onFail(error);
      return;
    }
    map.addControl(new NavigationControl({ showCompass: false }), "top-right");
    map.on("click", (event) =>
      callbacks.current.onPick({ lat: event.lngLat.lat, lng: event.lngLat.lng }),
    );
    mapRef.current = map;
    return () => {
      mapRef.current = null;
      marker.current = null;
      map.remove();
    };
  }, []);

  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    marker.current ??= new Marker({ color: "#b3261e" }).setLngLat([lng, lat]).addTo(map);
    marker.current.setLngLat([lng, lat]);
    if (!map.getBounds().contains([lng, lat])) map.easeTo({ center: [lng, lat] });
  }, [lat, lng]);

  return (
    <div
      ref={container}
      className="record-map"
      role="region"
      aria-label="Map: click to set the coordinates"
      data-point={lat !== undefined ? `${lat},${lng}` : undefined}
    />
  );
}
