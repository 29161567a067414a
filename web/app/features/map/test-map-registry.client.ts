/**
 * Lets the browser tests read rendered features back (queryRenderedFeatures) from the maps on a
 * page. A test opts in by defining `window.__maplibreMaps = []` before the page loads (Playwright's
 * addInitScript); the site never defines it, so for visitors nothing is patched.
 */
import { Map as MapLibreMap } from "maplibre-gl";

declare global {
  interface Window {
    __maplibreMaps?: MapLibreMap[];
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
    if ((typeof event === "string" ? event : event.type) === "load") registry.push(this);
    return fire.call(this, event, properties);
  };
}
