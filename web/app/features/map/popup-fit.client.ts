/**
 * Slides a MapLibre popup's content back inside its map whenever the map moves, so a card on a
 * marker near the edge never loses its first letters on a 320 px phone. The tip stays on the
 * marker; only the content box moves.
 */
import type { Map as MapLibreMap, Popup } from "maplibre-gl";
import { shiftIntoView } from "./popup-fit";

/** `body` is the node the popup shows: a change of its size (new text) fits again. */
export function keepPopupInside(map: MapLibreMap, popup: Popup, body: HTMLElement): () => void {
  const fit = () => {
    const content = popup.getElement()?.querySelector<HTMLElement>(".maplibregl-popup-content");
    if (!content) return;
    content.style.transform = "";
    const box = content.getBoundingClientRect();
    const area = map.getContainer().getBoundingClientRect();
    const width = Math.min(area.right, document.documentElement.clientWidth);
    const dx = shiftIntoView(
      { start: box.left, end: box.right },
      { start: Math.max(area.left, 0), end: width },
    );
    const dy = shiftIntoView(
      { start: box.top, end: box.bottom },
      { start: area.top, end: area.bottom },
    );
    if (dx || dy) content.style.transform = `translate(${Math.round(dx)}px, ${Math.round(dy)}px)`;
  };
  map.on("move", fit);
  map.on("resize", fit);
  popup.on("open", fit);
  const observer = new ResizeObserver(fit);
  observer.observe(body);
  fit();
  return () => {
    map.off("move", fit);
    map.off("resize", fit);
    popup.off("open", fit);
    observer.disconnect();
  };
}
