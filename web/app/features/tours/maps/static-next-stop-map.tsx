/**
 * The next-stop map the server draws (next-stop-map.svg): shown the moment the dialog opens, while
 * MapLibre loads (or where it cannot run), with the visitor's dot placed over it in the same Web
 * Mercator frame the server drew in. A picture that cannot load (offline, not saved) goes away.
 */
import {
  framePixel,
  metresToPixels,
  nextStopFrame,
  STATIC_MAP_HEIGHT,
  STATIC_MAP_WIDTH,
  toLngLat,
} from "@tours/shared/map";
import type { ReactNode } from "react";
import type { LatLng } from "./directions";
import type { LngLatPair } from "./map-geometry";
import type { PositionFix } from "./use-watched-position";
import { StaticMapPicture } from "./static-map-picture";

interface Props {
  src: string;
  /** "Map from X to Y" */
  title: string;
  leg: readonly LngLatPair[];
  from: LatLng | null;
  to: LatLng;
  position: PositionFix | null;
  onError(): void;
  /** Shown over the foot of the picture (why the live map is missing). */
  children?: ReactNode;
}

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

export function StaticNextStopMap({
  src,
  title,
  leg,
  from,
  to,
  position,
  onError,
  children,
}: Props) {
  const frame = nextStopFrame(leg, from, to);
  const [x, y] = position ? framePixel(frame, toLngLat(position)) : [-1, -1];
  const inside = x >= 0 && y >= 0 && x <= STATIC_MAP_WIDTH && y <= STATIC_MAP_HEIGHT;
  const radius =
    position && position.accuracy > 0 ? metresToPixels(frame, position.accuracy, position) : 0;
  const at = { left: percent(x, STATIC_MAP_WIDTH), top: percent(y, STATIC_MAP_HEIGHT) };

  return (
    <StaticMapPicture
      src={src}
      title={title}
      onError={onError}
      marks={
        inside && (
          <>
            {radius > 0 && (
              <div
                className="static-map__accuracy"
                style={{ ...at, width: percent(2 * radius, STATIC_MAP_WIDTH) }}
              />
            )}
            <div
              className="next-stop-you static-map__you"
              role="img"
              aria-label="You are here"
              style={at}
            />
          </>
        )
      }
    >
      {children}
    </StaticMapPicture>
  );
}
