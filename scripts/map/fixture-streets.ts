/**
 * The test basemap's content, in the Protomaps basemap schema (layers earth, water, roads with
 * `kind` and `name`, pois): downtown Nashville's streets near the demo sites, drawn from their
 * rough real courses, and one point of interest, so a sprite icon is drawn. Approximate on
 * purpose: a fixture for label and icon rendering, not a map to walk by.
 */
import type { Feature, FeatureCollection, LineString, Point, Polygon } from "geojson";

type Line = [number, number][];

function road(
  name: string,
  kind: "major_road" | "minor_road",
  coordinates: Line,
): Feature<LineString> {
  return {
    type: "Feature",
    properties: {
      kind,
      kind_detail: kind === "major_road" ? "primary" : "residential",
      name,
      min_zoom: kind === "major_road" ? 11 : 13,
    },
    geometry: { type: "LineString", coordinates },
  };
}

/** Davidson County, roughly: land under everything, as a Protomaps build's earth layer. */
export const FIXTURE_BOUNDS: [number, number, number, number] = [-87.06, 35.96, -86.51, 36.41];

/** The blocks around the downtown demo sites, where the fixture has tiles down to zoom 15. */
export const DOWNTOWN_BOUNDS: [number, number, number, number] = [-86.797, 36.152, -86.77, 36.176];

export const FIXTURE_MAX_ZOOM = 15;

/** Zoom from which tiles are kept only around downtown, so the archive stays a few dozen KB. */
export const DETAIL_FROM_ZOOM = 13;

/** The Main Library on Church Street, a demo site: a `library` icon beside its name. */
export const FIXTURE_POI: Feature<Point> = {
  type: "Feature",
  properties: { kind: "library", name: "Nashville Public Library", min_zoom: 15 },
  geometry: { type: "Point", coordinates: [-86.7817, 36.1624] },
};

export function fixtureLayers(): Record<"earth" | "water" | "roads" | "pois", FeatureCollection> {
  const [west, south, east, north] = FIXTURE_BOUNDS;
  const earth: Feature<Polygon> = {
    type: "Feature",
    properties: { kind: "earth" },
    geometry: {
      type: "Polygon",
      coordinates: [
        [
          [west, south],
          [east, south],
          [east, north],
          [west, north],
          [west, south],
        ],
      ],
    },
  };
  const river: Feature<LineString> = {
    type: "Feature",
    properties: { kind: "river", name: "Cumberland River", min_zoom: 9 },
    geometry: {
      type: "LineString",
      coordinates: [
        [-86.7665, 36.1455],
        [-86.7712, 36.156],
        [-86.7735, 36.166],
        [-86.779, 36.176],
        [-86.79, 36.184],
      ],
    },
  };
  const roads = [
    road("Broadway", "major_road", [
      [-86.7905, 36.1535],
      [-86.784, 36.1566],
      [-86.7775, 36.1598],
      [-86.7735, 36.1617],
    ]),
    road("Church Street", "major_road", [
      [-86.792, 36.158],
      [-86.786, 36.161],
      [-86.78, 36.1638],
      [-86.775, 36.166],
    ]),
    road("Charlotte Avenue", "major_road", [
      [-86.806, 36.1585],
      [-86.796, 36.163],
      [-86.787, 36.1668],
      [-86.7805, 36.1698],
    ]),
    road("5th Avenue North", "minor_road", [
      [-86.777, 36.1572],
      [-86.779, 36.161],
      [-86.781, 36.165],
      [-86.7832, 36.1692],
    ]),
    road("4th Avenue North", "minor_road", [
      [-86.775, 36.1585],
      [-86.777, 36.1622],
      [-86.779, 36.1662],
      [-86.7808, 36.17],
    ]),
    road("Deaderick Street", "minor_road", [
      [-86.787, 36.1642],
      [-86.7825, 36.1662],
      [-86.777, 36.1688],
    ]),
    road("Commerce Street", "minor_road", [
      [-86.7895, 36.156],
      [-86.7835, 36.1588],
      [-86.776, 36.1625],
    ]),
  ];
  const collection = <T extends Feature>(features: T[]): FeatureCollection => ({
    type: "FeatureCollection",
    features,
  });
  return {
    earth: collection([earth]),
    water: collection([river]),
    roads: collection(roads),
    pois: collection([FIXTURE_POI]),
  };
}
