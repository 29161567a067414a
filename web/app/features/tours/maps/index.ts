/** The tour maps (SPEC §4 'Next stop', 'Location'; §5 'Get Directions'): what tour pages use. */
export { directionsUrl, hasUsableCoordinates, type LatLng } from "./directions";
export type { MapStop } from "./map-stop";
export type { NextStopMapProps } from "./next-stop-map";
export type { TourOverviewMapProps } from "./tour-overview-map";
