/** The tours' map arithmetic that the tour editor shares: places, distances, route lengths. */
export { hasUsableCoordinates } from "./maps/directions";
export { describeDistance } from "./maps/map-geometry";
export { lineMetres } from "./maps/route-geometry";
