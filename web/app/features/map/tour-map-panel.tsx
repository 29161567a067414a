/**
 * The map of tour starting points. The server sends a sized placeholder; MapLibre's code and the
 * points (one cached GeoJSON file, never inlined in the page) are fetched only in the browser,
 * once the page is interactive and the map nears the screen.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useErrors } from "../../lib/errors-context";
import { LoadErrorBoundary } from "../../lib/load-error-boundary";
import { MapFallback } from "./map-fallback";
import "./map.css";
import { DEFAULT_MAP_STYLE_URL } from "./map-config";
import { fetchTourPoints, inCategory, type TourPoint } from "./tour-points";
import { supportsWebGl } from "./webgl";

const TourMap = lazy(() => import("./tour-map.client"));

type Phase = "waiting" | "map" | "unsupported" | "failed";

interface Props {
  /** Only the tours of this category (the filtered tours list); every tour when null. */
  category?: string | null;
  /** Accessible name of the map region. */
  label: string;
  fitToPoints?: boolean;
  styleUrl?: string;
}

export function TourMapPanel({
  category = null,
  label,
  fitToPoints = false,
  styleUrl = DEFAULT_MAP_STYLE_URL,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>("waiting");
  const [allPoints, setAllPoints] = useState<readonly TourPoint[]>([]);
  const { addError } = useErrors();
  const points = useMemo(() => inCategory(allPoints, category), [allPoints, category]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const start = () => setPhase(supportsWebGl() ? "map" : "unsupported");
    if (typeof IntersectionObserver === "undefined") {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const fail = useCallback(
    (error: unknown) => {
      console.warn("The map could not be shown:", error);
      addError("The map could not be loaded.");
      setPhase("failed");
    },
    [addError],
  );

  const started = phase !== "waiting";
  useEffect(() => {
    if (!started) return;
    let current = true;
    fetchTourPoints().then(
      (loaded) => current && setAllPoints(loaded),
      (error: unknown) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [started, fail]);

  if (phase === "unsupported" || phase === "failed") {
    return <MapFallback points={points} reason={phase} />;
  }
  const placeholder = (
    <p className="tour-map__loading">
      <span className="tour-map__loading-text">Loading map…</span>
      <noscript>The map needs JavaScript. Every tour is listed under Tours.</noscript>
    </p>
  );
  return (
    <div ref={box} className="tour-map" role="region" aria-label={label}>
      {phase === "waiting" ? (
        placeholder
      ) : (
        <LoadErrorBoundary onError={fail}>
          <Suspense fallback={placeholder}>
            <TourMap points={points} styleUrl={styleUrl} fitToPoints={fitToPoints} onFail={fail} />
          </Suspense>
        </LoadErrorBoundary>
      )}
    </div>
  );
}
