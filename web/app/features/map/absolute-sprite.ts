/**
 * MapLibre fetches a style's sprite only from an absolute URL, and the site's streets style names
 * its sprite by path (/map/sprites/light?v=…), so that it serves every host the site answers on.
 * Each map made from a site style resolves it against the page through MapLibre's `transformStyle`.
 */
import type { StyleSpecification, TransformStyleFunction } from "maplibre-gl";

export function withAbsoluteSprite(style: StyleSpecification, base: string): StyleSpecification {
  const { sprite } = style;
  if (sprite === undefined) return style;
  const resolve = (url: string) => new URL(url, base).href;
  return {
    ...style,
    sprite:
      typeof sprite === "string"
        ? resolve(sprite)
        : sprite.map(({ id, url }) => ({ id, url: resolve(url) })),
  };
}

export const absoluteSprite: TransformStyleFunction = (_previous, next) =>
  withAbsoluteSprite(next, window.location.href);
