/**
 * The tour's line and the visitor on a MapLibre map: the whole path, the leg to the next stop
 * drawn over it, and the you-are-here accuracy circle drawn to scale. Sources are created once
 * the style has loaded; later calls only replace their data.
 */
import { circle } from "@turf/circle";
import type { FeatureCollection, LineString, Feature } from "geojson";
import type { GeoJSONSource, Map as MapLibreMap } from "maplibre-gl";
import { roundLine } from "../../map/line-layer";
import type { PositionFix } from "./use-watched-position";
import type { LngLatPair } from "./map-geometry";

export const PATH_LAYER = "tour-path";
export const LEG_LAYER = "tour-leg";
export const ACCURACY_LAYER = "you-accuracy";

const EMPTY: FeatureCollection = { type: "FeatureCollection", features: [] };

const lineData = (line: readonly LngLatPair[]): FeatureCollection | Feature<LineString> =>
  line.length < 2
    ? EMPTY
    : {
        type: "Feature",
        properties: {},
        geometry: { type: "LineString", coordinates: line.map((p) => [...p]) },
      };

/** Adds the path, leg and accuracy layers below the markers. Call inside the map's "load". */
export function addRouteLayers(map: MapLibreMap): void {
  for (const id of [PATH_LAYER, LEG_LAYER, ACCURACY_LAYER])
    map.addSource(id, { type: "geojson", data: EMPTY });
  map.addLayer({
    id: ACCURACY_LAYER,
    type: "fill",
    source: ACCURACY_LAYER,
    paint: { "fill-color": "#1a73e8", "fill-opacity": 0.15, "fill-outline-color": "#1a73e8" },
  });
  map.addLayer(roundLine(`${PATH_LAYER}-casing`, PATH_LAYER, "#ffffff", 7));
  map.addLayer(roundLine(PATH_LAYER, PATH_LAYER, "#6b5b4b", 4));
  map.addLayer(roundLine(`${LEG_LAYER}-casing`, LEG_LAYER, "#ffffff", 10));
  map.addLayer(roundLine(LEG_LAYER, LEG_LAYER, "#0b5394", 6));
  // Tests read back what was drawn (queryRenderedFeatures) once the map has settled.
  map.on("idle", () => {
    const drawn = [PATH_LAYER, LEG_LAYER, ACCURACY_LAYER].filter(
      (layer) => map.getLayer(layer) && map.queryRenderedFeatures({ layers: [layer] }).length > 0,
    );
    map.getContainer().dataset.drawn = drawn.join(" ");
  });
}

/** Replaces the path and the leg; tells tests their points (data-path, data-leg). */
export function setRoute(
  map: MapLibreMap,
  path: readonly LngLatPair[],
  leg: readonly LngLatPair[],
) {
  void map.getSource<GeoJSONSource>(PATH_LAYER)?.setData(lineData(path));
  void map.getSource<GeoJSONSource>(LEG_LAYER)?.setData(lineData(leg));
  const container = map.getContainer();
  container.dataset.path = describe(path);
  container.dataset.leg = describe(leg);
}

/** The circle the phone says the visitor is somewhere inside, to scale at every zoom. */
export function setAccuracy(map: MapLibreMap, fix: PositionFix | null) {
  const source = map.getSource<GeoJSONSource>(ACCURACY_LAYER);
  if (!source) return;
  if (!fix || !(fix.accuracy > 0)) {
    void source.setData(EMPTY);
    return;
  }
  void source.setData(circle([fix.lng, fix.lat], fix.accuracy, { units: "meters", steps: 48 }));
  map.getContainer().dataset.accuracy = String(Math.round(fix.accuracy));
}

const describe = (line: readonly LngLatPair[]) =>
  line.map(([lng, lat]) => `${Number(lng.toFixed(6))},${Number(lat.toFixed(6))}`).join(" ");
