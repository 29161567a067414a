/** The address of a stop's static next-stop map: per tour and stop, so answers can be cached. */
export function nextStopMapPath(tourId: string, stopId: string): string {
  return `/api/tours/${encodeURIComponent(tourId)}/stops/${encodeURIComponent(stopId)}/next-stop-map.svg`;
}
