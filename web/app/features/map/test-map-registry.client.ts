/**
 * Lets the browser tests read rendered features back (queryRenderedFeatures) from the maps on a
 * page, and see which sprite images a style asked for in vain. A test opts in by defining
 * `window.__maplibreMaps = []` (and `window.__maplibreMissingImages = []`) before the page loads
 * (Playwright's addInitScript); the site never defines them, so for visitors nothing is patched.
 */
import { Map as MapLibreMap } from "maplibre-gl";

declare global {
  interface Window {
    __maplibreMaps?: MapLibreMap[];
    __maplibreMissingImages?: string[];
  }
}

export function exposeMapsForTests() {
  const registry = window.__maplibreMaps;
  if (!Array.isArray(registry)) return;
  const prototype = MapLibreMap.prototype as unknown as {
    fire(this: MapLibreMap, event: string | { type: string }, properties?: object): MapLibreMap;
  };
  const fire = prototype.fire;
  prototype.fire = function (event, properties) {
    const type = typeof event === "string" ? event : event.type;
    if (type === "load") registry.push(this);
    // Fired while the first tiles load, before "load": a listener added then would miss it.
    if (type === "styleimagemissing" && typeof event === "object" && "id" in event) {
      window.__maplibreMissingImages?.push(String(event.id));
    }
    return fire.call(this, event, properties);
  };
}
