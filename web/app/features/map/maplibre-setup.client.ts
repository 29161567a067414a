/**
 * MapLibre's stylesheet with the site's tap-sized controls and markers over it, its worker served
 * by Vite, and the `pmtiles` protocol, which the streets style (MAP_PMTILES) uses to read its
 * basemap by byte range. Imported only by the *.client modules.
 */
import "maplibre-gl/dist/maplibre-gl.css";
import "./map-controls.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { addProtocol, setWorkerUrl } from "maplibre-gl";
import { Protocol } from "pmtiles";
import { exposeMapsForTests } from "./test-map-registry.client";

setWorkerUrl(workerUrl);
/** Shared with the warm-up, so the archive's header and directories are read once. */
export const pmtilesProtocol = new Protocol();
addProtocol("pmtiles", pmtilesProtocol.tile);
exposeMapsForTests();
