/** What the maps share between the browser and the server: coordinates, the leg, the projection. */
export * from "./coordinates.js";
export * from "./projection.js";
export * from "./route-leg.js";
export * from "./static-map-frame.js";
