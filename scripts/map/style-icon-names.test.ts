import { describe, expect, it } from "vitest";
import { layerValues, styleIconNames } from "./style-icon-names.js";

describe("the images a style's layers can ask for", () => {
  const shields = {
    id: "shields",
    filter: ["all", ["has", "ref"], ["<=", ["length", ["get", "ref"]], 2]],
    layout: {
      "icon-image": [
        "match",
        ["get", "network"],
        "US:I",
        ["concat", "US:I-", ["length", ["get", "ref"]], "char"],
        ["concat", "generic-", ["length", ["get", "ref"]]],
      ],
    },
  };
  const pois = {
    id: "pois",
    filter: ["in", ["get", "kind"], ["literal", ["station", "cafe"]]],
    layout: { "icon-image": ["match", ["get", "kind"], "station", "train", ["get", "kind"]] },
    paint: {
      "text-color": ["case", ["in", ["get", "kind"], ["literal", ["cafe"]]], "#c60", "#000"],
    },
  };
  const towns = {
    id: "towns",
    layout: {
      "icon-image": ["step", ["zoom"], ["case", ["has", "capital"], "star", "dot"], 8, ""],
    },
  };

  it("reads literals, matches, cases, steps and lengths bounded by the filter", () => {
    expect(styleIconNames([shields, pois, towns, { id: "labels", layout: {} }])).toEqual(
      ["US:I-1char", "US:I-2char", "cafe", "dot", "generic-1", "generic-2", "star", "train"].sort(),
    );
  });

  it("gives one value for a feature whose properties are known", () => {
    expect(layerValues(pois, pois.paint["text-color"], { kind: ["cafe"] })).toEqual(["#c60"]);
    expect(layerValues(pois, pois.layout["icon-image"], { kind: ["station"] })).toEqual(["train"]);
  });

  it("refuses an expression it cannot read, rather than miss an image", () => {
    const layer = { id: "x", layout: { "icon-image": ["coalesce", ["get", "icon"], "dot"] } };
    expect(() => styleIconNames([layer])).toThrow(/Unread expression/);
  });
});
