/** MapLibre's stylesheet and its worker served by Vite. Imported only by the *.client modules. */
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { setWorkerUrl } from "maplibre-gl";

setWorkerUrl(workerUrl);
