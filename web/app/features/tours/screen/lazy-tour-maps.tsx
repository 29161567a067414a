/**
 * The tour maps' dialogs load the first time one is opened, so a tour page's first download
 * carries none of their code; once loaded they stay mounted and only open and close.
 */
import { lazy, Suspense, useState } from "react";
import type { NextStopMapProps, TourOverviewMapProps } from "../maps";

const NextStopMap = lazy(() =>
  import("../maps/next-stop-map").then((module) => ({ default: module.NextStopMap })),
);
const TourOverviewMap = lazy(() =>
  import("../maps/tour-overview-map").then((module) => ({ default: module.TourOverviewMap })),
);

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

const loading = (
  <p className="tour-map-loading" role="status">
    Loading map…
  </p>
);

export function LazyNextStopMap(props: NextStopMapProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={loading}>
      <NextStopMap {...props} />
    </Suspense>
  );
}

export function LazyTourOverviewMap(props: TourOverviewMapProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={loading}>
      <TourOverviewMap {...props} />
    </Suspense>
  );
}
