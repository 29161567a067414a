/** The tour maps (SPEC §4 'Next stop', 'Location'; §5 'Get Directions'): what tour pages use. */
export { directionsUrl, hasUsableCoordinates, type LatLng } from "./directions";
export type { MapStop } from "./map-stop";
export { NextStopMap, type NextStopMapProps } from "./next-stop-map";
export { TourOverviewMap, type TourOverviewMapProps } from "./tour-overview-map";
