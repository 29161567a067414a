/**
 * Draws the clustered source's clusters and points as HTML buttons (no glyphs or sprites needed,
 * and every marker is reachable with the keyboard). Part of the lazily loaded map chunk.
 */
import { type MapEventType, type Map as MapLibreMap, Marker } from "maplibre-gl";
import { clusterSize } from "./map-config";
import type { TourPointProperties } from "./tour-points";

export interface MarkerActions {
  point(properties: TourPointProperties, at: [number, number]): void;
  cluster(clusterId: number, at: [number, number]): void;
}

export interface MarkerLayer {
  /** Forget every marker (after the source's data changed: cluster ids are renumbered). */
  reset(): void;
  remove(): void;
}

export function markerLayer(
  map: MapLibreMap,
  sourceId: string,
  actions: MarkerActions,
): MarkerLayer {
  let known = new Map<string, Marker>();
  let shown = new Map<string, Marker>();

  const update = () => {
    if (!map.getSource(sourceId) || !map.isSourceLoaded(sourceId)) return;
    const next = new Map<string, Marker>();
    for (const feature of map.querySourceFeatures(sourceId)) {
      if (feature.geometry.type !== "Point") continue;
      const at = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      const key = props.cluster ? `cluster:${props.cluster_id}` : `tour:${props.tourId}`;
      if (next.has(key)) continue;
      let marker = known.get(key);
      if (!marker) {
        const element = props.cluster
          ? clusterButton(Number(props.point_count), () =>
              actions.cluster(Number(props.cluster_id), at),
            )
          : pointButton(props as TourPointProperties, () =>
              actions.point(props as TourPointProperties, at),
            );
        marker = new Marker({ element }).setLngLat(at);
        known.set(key, marker);
      }
      next.set(key, marker);
      if (!shown.has(key)) marker.addTo(map);
    }
    for (const [key, marker] of shown) if (!next.has(key)) marker.remove();
    shown = next;
  };

  const onData = (event: MapEventType["sourcedata"]) => {
    if (event.sourceId === sourceId && event.isSourceLoaded) update();
  };
  map.on("sourcedata", onData);
  map.on("moveend", update);
  update();

  const clear = () => {
    for (const marker of shown.values()) marker.remove();
    known = new Map();
    shown = new Map();
  };
  return {
    reset: clear,
    remove() {
      map.off("sourcedata", onData);
      map.off("moveend", update);
      clear();
    },
  };
}

function clusterButton(count: number, onClick: () => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = `map-marker map-cluster map-cluster--${clusterSize(count)}`;
  button.textContent = String(count);
  button.setAttribute("aria-label", `${count} tours start here. Show them`);
  button.addEventListener("click", (event) => {
    event.stopPropagation();
    onClick();
  });
  return button;
}

function pointButton(tour: TourPointProperties, onClick: () => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "map-marker map-point";
  button.setAttribute("aria-label", `${tour.title}, starts at ${tour.start}`);
  button.addEventListener("click", (event) => {
    event.stopPropagation();
    onClick();
  });
  return button;
}
