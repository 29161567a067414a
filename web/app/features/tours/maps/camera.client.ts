/** Puts a tour map's camera where map-geometry says, with room kept around fitted places. */
import type { Map as MapLibreMap } from "maplibre-gl";
import { type Camera, fitPadding } from "./map-geometry";

export function applyCamera(map: MapLibreMap, camera: Camera, roomAbove = 0): void {
  if ("center" in camera) {
    map.jumpTo({ center: camera.center, zoom: camera.zoom });
    return;
  }
  const { clientWidth, clientHeight } = map.getContainer();
  map.fitBounds(camera.bounds, {
    padding: fitPadding(clientWidth, clientHeight, roomAbove),
    maxZoom: camera.maxZoom,
  });
}
