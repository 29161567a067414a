/**
 * The tour maps' dialogs open at the tap; their content's code loads the first time one is opened,
 * so a tour page's first download carries none of it. Once opened they stay mounted and only open
 * and close.
 */
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { track } from "../../../lib/analytics";
import { LoadErrorBoundary } from "../../../lib/load-error-boundary";
import { whenIdle } from "../../../lib/use-idle";
import { MAP_FAILURE_REASONS } from "../../map/map-fallback";
import type { NextStopMapProps, TourOverviewMapProps } from "../maps";
import { MapDialog, MapLoading } from "../maps/map-dialog";
import { NextStopMapShell } from "../maps/next-stop-map-shell";
import type { WarmTarget } from "../maps/warm-targets";

const NextStopMapContent = lazy(() => import("../maps/next-stop-map"));
const TourOverviewMapContent = lazy(() => import("../maps/tour-overview-map"));

/** How long a visitor reading a stop, not listening, stays on it before its map is warmed. */
export const READING_WARM_MS = 10_000;

/**
 * Fetches what the next-stop map needs (its dialog's code, MapLibre and its worker, the style, the
 * label glyphs, the basemap tiles around the next stop), then makes the map itself off screen, in
 * idle time once the visitor is taking the tour in person, so 'Go To Next Stop' need not wait for
 * them on a slow connection: while the narration plays, or once a visitor reading instead has
 * stayed on the stop READING_WARM_MS with the page in view. Never as a stop page first loads: its
 * first download (and the narration's first bytes) carries none of it. `target` is null while
 * there is nothing to warm.
 */
export function useWarmNextStopMap(target: WarmTarget | null, listening: boolean): void {
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
    if (listening) return whenIdle(warm);
    return afterReading(() => whenIdle(warm));
  }, [styleUrl, lat, lng, zoom, listening]);
}

/**
 * Runs `work` once the page has been in view READING_WARM_MS in all (time with the page hidden
 * does not count); returns the cancel function, which also cancels what `work` started.
 */
function afterReading(work: () => () => void): () => void {
  let left = READING_WARM_MS;
  let since = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelWork = () => {};
  const run = () => {
    timer = undefined;
    cancelWork = work();
  };
  const onVisibility = () => {
    if (document.visibilityState === "visible") {
      since = Date.now();
      timer ??= setTimeout(run, left);
    } else if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
      left = Math.max(0, left - (Date.now() - since));
    }
  };
  onVisibility();
  document.addEventListener("visibilitychange", onVisibility);
  return () => {
    document.removeEventListener("visibilitychange", onVisibility);
    if (timer !== undefined) clearTimeout(timer);
    cancelWork();
  };
}

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * The dialog's content, lazily loaded, with `whileLoading` in its place until its code has come
 * and `ifFailed` instead of it when that code cannot come (offline, a release too old for the
 * page): the page itself stays as it was.
 */
function LazyContent({
  whileLoading,
  ifFailed,
  children,
}: {
  whileLoading: ReactNode;
  ifFailed: ReactNode;
  children: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return ifFailed;
  return (
    <LoadErrorBoundary
      onError={(error) => {
        console.warn("The map's code could not be loaded:", error);
        setFailed(true);
      }}
    >
      <Suspense fallback={whileLoading}>{children}</Suspense>
    </LoadErrorBoundary>
  );
}

/** The dialog's body alone, saying `children`. */
const bodySaying = (children: ReactNode) => (
  <div className="map-dialog__content">
    <div className="map-dialog__body">{children}</div>
  </div>
);

export function LazyNextStopMap({ open, onArrived, ...props }: NextStopMapProps) {
  const { siteName } = props.destination;
  useEffect(() => {
    if (open) track("Map", "NextStopOpened", siteName);
  }, [open, siteName]);
  if (!useOpenedOnce(open)) return null;
  const arrive = () => {
    track("Map", "Arrived", siteName);
    onArrived();
    props.onClose();
  };
  return (
    <MapDialog open={open} heading={`Next stop: ${siteName}`} onClose={props.onClose}>
      <LazyContent
        whileLoading={<NextStopMapShell {...props} />}
        ifFailed={<NextStopMapShell {...props} arrive={arrive} />}
      >
        <NextStopMapContent {...props} arrive={arrive} />
      </LazyContent>
    </MapDialog>
  );
}

export function LazyTourOverviewMap({ open, ...props }: TourOverviewMapProps) {
  const label = props.stops.find((stop) => stop.slug === props.currentSlug)?.siteName ?? "";
  useEffect(() => {
    if (open) track("Map", "OverviewOpened", label);
  }, [open, label]);
  if (!useOpenedOnce(open)) return null;
  return (
    <MapDialog open={open} heading="Tour map" onClose={props.onClose}>
      <LazyContent
        whileLoading={bodySaying(<MapLoading />)}
        ifFailed={bodySaying(<p className="map-dialog__message">{MAP_FAILURE_REASONS.failed}</p>)}
      >
        <TourOverviewMapContent {...props} />
      </LazyContent>
    </MapDialog>
  );
}
