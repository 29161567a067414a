/** Map constants (SPEC §9) and the site's default style, served by the app itself. */

/** The site's style, served by the app: the offline outline, or streets with MAP_PMTILES (README). */
export const DEFAULT_MAP_STYLE_URL = "/map/style.json";

export const HOME_MAP = {
  /** Nashville, as [longitude, latitude]. */
  center: [-86.7816, 36.1627] as [number, number],
  zoom: 12,
  clusterRadius: 50,
  clusterMaxZoom: 22,
} as const;

/** Point counts at which a cluster steps up a size (SPEC §9: 100 and 750). */
export const CLUSTER_SIZE_STEPS = [100, 750] as const;

export type ClusterSize = "small" | "medium" | "large";

export function clusterSize(pointCount: number): ClusterSize {
  const [medium, large] = CLUSTER_SIZE_STEPS;
  if (pointCount >= large) return "large";
  if (pointCount >= medium) return "medium";
  return "small";
}
