/**
 * The MapLibre part of the tour editor's map preview: the chosen style at the chosen zoom, with a
 * marker at the centre. Loaded lazily, in the browser only.
 */
import "../../map/maplibre-setup.client";
import { Map as MapLibreMap, Marker } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { absoluteSprite } from "../../map/absolute-sprite";
import { MAP_FAILURE_REASONS } from "../../map/map-fallback";
import { supportsWebGl } from "../../map/webgl";

export interface MapPreviewCanvasProps {
  styleUrl: string;
  zoom: number;
  /** [longitude, latitude]. */
  center: [number, number];
}

export default function MapPreviewCanvas(props: MapPreviewCanvasProps) {
  // Checked here, once the map's code has loaded, not while the editor first draws.
  const [webGl] = useState(supportsWebGl);
  if (!webGl) return <p className="tour-map-preview__note">{MAP_FAILURE_REASONS.unsupported}</p>;
  return <MapCanvas {...props} />;
}

function MapCanvas({ styleUrl, zoom, center }: MapPreviewCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: MapLibreMap; marker: Marker } | null>(null);
  const shownStyle = useRef(styleUrl);
  const [failedStyle, setFailedStyle] = useState<string | null>(null);
  const [lng, lat] = center;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = new MapLibreMap({
      container: element,
      style: styleUrl,
      transformStyle: absoluteSprite,
      // The canvas's accessible name: each map its own, as two on a page are two landmarks.
      locale: { "Map.Title": "Preview of the tour’s map" },
      center: [lng, lat],
      zoom,
      interactive: false,
      attributionControl: { compact: true },
    });
    created.on("error", () => setFailedStyle(shownStyle.current));
    map.current = { map: created, marker: new Marker().setLngLat([lng, lat]).addTo(created) };
    return () => {
      created.remove();
      map.current = null;
    };
    // Created once; the effects below follow later changes without a new WebGL context.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (shownStyle.current === styleUrl) return;
    shownStyle.current = styleUrl;
    map.current?.map.setStyle(styleUrl);
  }, [styleUrl]);

  useEffect(() => {
    map.current?.map.jumpTo({ center: [lng, lat], zoom });
    map.current?.marker.setLngLat([lng, lat]);
  }, [lng, lat, zoom]);

  return (
    <>
      <div ref={container} className="tour-map-preview__map" />
      {failedStyle === styleUrl && (
        <p className="admin-field__warning" role="status">
          The map style at {styleUrl} could not be loaded completely. Check the address.
        </p>
      )}
    </>
  );
}
