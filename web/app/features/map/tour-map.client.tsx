/** The MapLibre map of tour starting points. Loaded lazily, in the browser only. */
import "./maplibre-setup.client";
import { type GeoJSONSource, Map as MapLibreMap, NavigationControl, Popup } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { absoluteSprite } from "./absolute-sprite";
import { track } from "../../lib/analytics";
import { HOME_MAP } from "./map-config";
import { type MarkerLayer, markerLayer } from "./map-markers";
import { MapPopupContent } from "./map-popup-content";
import { keepOffscreenMarkersInert } from "./offscreen-markers";
import { keepPopupInside } from "./popup-fit.client";
import { keepsEveryStart, MARKER_ROOM } from "./starts-view";
import {
  boundsOf,
  type TourPoint,
  type TourPointProperties,
  toFeatureCollection,
} from "./tour-points";

const SOURCE = "tours";

export interface TourMapProps {
  points: readonly TourPoint[];
  styleUrl: string;
  /** Frame the points instead of the SPEC's home view (the filtered tours list). */
  fitToPoints: boolean;
  /** The map could not be drawn (no WebGL, or its style failed to load). */
  onFail(error: unknown): void;
}

export default function TourMap({ points, styleUrl, fitToPoints, onFail }: TourMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markersRef = useRef<MarkerLayer | null>(null);
  const popupRef = useRef<Popup | null>(null);
  const [popupNode] = useState(() => document.createElement("div"));
  const [selection, setSelection] = useState<TourPointProperties[]>([]);
  const latestPoints = useRef(points);
  const fail = useRef(onFail);

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: styleUrl,
        transformStyle: absoluteSprite,
        // The canvas"s accessible name: each map its own, as two on a page are two landmarks.
        locale: { "Map.Title": "Map of where the tours start" },
        center: HOME_MAP.center,
        zoom: HOME_MAP.zoom,
        // OpenStreetMap data (MAP_PMTILES, hosted styles) must be credited, as on the tour maps.
        attributionControl: { compact: true },
        cooperativeGestures: true,
      });
    } catch (error) {
      fail.current(error);
      return;
    }
    mapRef.current = map;
    keepOffscreenMarkersInert(map);
    map.addControl(new NavigationControl({ showCompass: false }), "top-right");
    const popup = new Popup({ closeButton: true, maxWidth: "16rem", offset: 14 });
    popup.setDOMContent(popupNode);
    popupRef.current = popup;
    const stopFitting = keepPopupInside(map, popup, popupNode);

    const show = (tours: TourPointProperties[], at: [number, number]) => {
      // Drawn before the popup opens: MapLibre measures it then to choose the side with room.
      flushSync(() => setSelection(tours));
      popup.setLngLat(at).addTo(map);
    };
    let loaded = false;
    map.on("error", (event) => {
      if (!loaded) fail.current(event.error);
    });
    map.on("load", () => {
      loaded = true;
      map.addSource(SOURCE, {
        type: "geojson",
        data: toFeatureCollection(latestPoints.current),
        cluster: true,
        clusterRadius: HOME_MAP.clusterRadius,
        clusterMaxZoom: HOME_MAP.clusterMaxZoom,
        // Above clusterMaxZoom, or MapLibre warns that clusters could never split.
        maxzoom: 23,
      });
      // Invisible: keeps the source's tiles loaded so the HTML markers can be read from it.
      map.addLayer({
        id: "tour-points",
        type: "circle",
        source: SOURCE,
        paint: { "circle-opacity": 0 },
      });
      markersRef.current = markerLayer(map, SOURCE, {
        point(tour, at) {
          track("Map", "MarkerClicked", tour.title);
          show([tour], at);
        },
        async cluster(clusterId, at) {
          const source = map.getSource<GeoJSONSource>(SOURCE);
          if (!source) return;
          const zoom = await source.getClusterExpansionZoom(clusterId);
          if (zoom <= map.getMaxZoom() && zoom > map.getZoom()) {
            map.easeTo({ center: at, zoom });
            return;
          }
          const leaves = await source.getClusterLeaves(clusterId, 50, 0);
          show(
            leaves.map((leaf) => leaf.properties as TourPointProperties),
            at,
          );
        },
      });
    });
    return () => {
      stopFitting();
      markersRef.current?.remove();
      map.remove();
      mapRef.current = null;
    };
  }, [styleUrl, popupNode]);

  useEffect(() => {
    latestPoints.current = points;
    const map = mapRef.current;
    const source = map?.getSource<GeoJSONSource>(SOURCE);
    if (map && source) {
      popupRef.current?.remove();
      markersRef.current?.reset();
      void source.setData(toFeatureCollection(points));
    }
    const bounds = boundsOf(points);
    if (!map || !bounds) return;
    // The home view (SPEC §9) stays while every start shows whole; on a phone it may cut one at
    // the edge, so the view then frames the starts, never closer than the home view's zoom.
    const { clientWidth, clientHeight } = map.getContainer();
    const places = points.map((point) => map.project([point.lng, point.lat]));
    if (!fitToPoints && keepsEveryStart(places, clientWidth, clientHeight)) return;
    map.fitBounds(bounds, {
      padding: MARKER_ROOM,
      maxZoom: fitToPoints ? 14 : HOME_MAP.zoom,
      duration: 0,
    });
  }, [points, fitToPoints]);

  return (
    <>
      <div ref={container} className="tour-map__canvas" />
      {createPortal(<MapPopupContent tours={selection} />, popupNode)}
    </>
  );
}
