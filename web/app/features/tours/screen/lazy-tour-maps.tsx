/**
 * The tour maps' dialogs load the first time one is opened, so a tour page's first download
 * carries none of their code; once loaded they stay mounted and only open and close.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "../../../lib/use-idle";
import type { NextStopMapProps, TourOverviewMapProps } from "../maps";
import type { WarmTarget } from "../maps/warm-targets";

const NextStopMap = lazy(() =>
  import("../maps/next-stop-map").then((module) => ({ default: module.NextStopMap })),
);
const TourOverviewMap = lazy(() =>
  import("../maps/tour-overview-map").then((module) => ({ default: module.TourOverviewMap })),
);

/**
 * Fetches what the next-stop map needs (its dialog's code, MapLibre and its worker, the style, the
 * label glyphs, the basemap tiles around the next stop), then makes the map itself off screen, in
 * idle time once the visitor is taking the tour in person and listening, so 'Go To Next Stop'
 * need not wait for them on a slow connection. Never before a tap has started the narration: a stop page's first load carries none
 * of it. `target` is null while there is nothing to warm.
 */
export function useWarmNextStopMap(target: WarmTarget | null): void {
  const styleUrl = target?.styleUrl;
  const lat = target?.destination?.lat;
  const lng = target?.destination?.lng;
  const zoom = target?.zoom ?? 0;
  useEffect(() => {
    if (styleUrl === undefined) return;
    const destination = lat !== undefined && lng !== undefined ? { lat, lng } : null;
    const warm = () =>
      void Promise.all([
        // The dialog's own chunk (and its stylesheet), which the lazy NextStopMap imports.
        import("../maps/next-stop-map"),
        import("../maps/warm-next-stop-map.client").then((module) =>
          module.warmNextStopMap({ styleUrl, destination, zoom }),
        ),
      ])
        // Then the map itself, made off screen: opening the dialog shows it already drawn.
        .then(async () => {
          if (!destination) return;
          const { prepareNextStopMap } = await import("../maps/kept-next-stop-map.client");
          prepareNextStopMap(styleUrl, destination, zoom);
        })
        .catch(() => undefined);
    return whenIdle(warm);
  }, [styleUrl, lat, lng, zoom]);
}

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
