/** A line with round caps and joins: the tour path and leg, their casings, the editor route. */
import type { LineLayerSpecification } from "maplibre-gl";

export const roundLine = (
  id: string,
  source: string,
  color: string,
  width: number,
): LineLayerSpecification => ({
  id,
  type: "line",
  source,
  layout: { "line-cap": "round", "line-join": "round" },
  paint: { "line-color": color, "line-width": width },
});
