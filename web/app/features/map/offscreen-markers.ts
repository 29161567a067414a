/**
 * Markers whose centre lies outside the map's box (a small map at 320 px clips them) leave the tab
 * order and the accessibility tree (`inert`), so keyboard focus never lands on a marker no one can
 * see (WCAG 2.4.7). Re-checked whenever the map settles after a move, a zoom or a resize.
 */
import type { Map as MapLibreMap } from "maplibre-gl";

export function keepOffscreenMarkersInert(map: MapLibreMap): () => void {
  const update = () => {
    const box = map.getContainer().getBoundingClientRect();
    for (const marker of map.getContainer().querySelectorAll<HTMLElement>(".maplibregl-marker")) {
      const own = marker.getBoundingClientRect();
      const x = own.left + own.width / 2;
      const y = own.top + own.height / 2;
      marker.inert = x < box.left || x > box.right || y < box.top || y > box.bottom;
    }
  };
  map.on("idle", update);
  map.on("moveend", update);
  map.on("resize", update);
  return () => {
    map.off("idle", update);
    map.off("moveend", update);
    map.off("resize", update);
  };
}
