/**
 * The server's picture of the leg to the next stop (next-stop-map.svg), as large as its box allows
 * while keeping its shape (STATIC_MAP_WIDTH × STATIC_MAP_HEIGHT, given in the stylesheet). Light
 * enough for the tour pages' own code: the next-stop dialog shows it at the tap, before the map's
 * code has come, and its request is started in the tap's handler so it goes out ahead of that
 * code's.
 */
import type { ReactNode } from "react";
import { preload } from "react-dom";
import "./static-next-stop-map.css";

/**
 * Container units, set from here rather than the stylesheet: tour pages carry their stylesheets
 * inline, and the HTML checker the tests run does not know these properties yet.
 */
const SIZED_BOX = { containerType: "size" } as const;
const FITTED_FRAME = { width: "min(100cqw, 100cqh * 400 / 560)" } as const;

interface Props {
  src: string;
  /** "Map from X to Y" */
  title: string;
  onError(): void;
  /** Drawn over the picture in its own frame (the visitor's dot). */
  marks?: ReactNode;
  /** Shown over the foot of the picture (why the live map is missing). */
  children?: ReactNode;
}

export function StaticMapPicture({ src, title, onError, marks, children }: Props) {
  return (
    <div className="static-map" style={SIZED_BOX}>
      <div className="static-map__frame" style={FITTED_FRAME}>
        <img
          className="static-map__picture"
          src={src}
          alt={title}
          fetchPriority="high"
          onError={onError}
        />
        {marks}
      </div>
      {children && <div className="static-map__note">{children}</div>}
    </div>
  );
}

/** The picture's text alternative. */
export function staticMapTitle(
  from: { siteName: string } | null,
  to: { siteName: string },
): string {
  return `Map from ${from?.siteName ?? "here"} to ${to.siteName}`;
}

/** Starts the picture's download now, first in line: call it in the tap that opens the map. */
export function preloadStaticMap(src: string): void {
  preload(src, { as: "image", fetchPriority: "high" });
}
