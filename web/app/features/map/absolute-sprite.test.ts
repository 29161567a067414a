import type { StyleSpecification } from "maplibre-gl";
import { describe, expect, it } from "vitest";
import { withAbsoluteSprite } from "./absolute-sprite";

const style = (sprite?: StyleSpecification["sprite"]): StyleSpecification => ({
  version: 8,
  sources: {},
  layers: [],
  ...(sprite === undefined ? {} : { sprite }),
});
const page = "http://127.0.0.1:3150/tours/downtown/stop?x=1";

describe("withAbsoluteSprite", () => {
  it("makes the site style's sprite path an address on the page's own origin", () => {
    expect(withAbsoluteSprite(style("/map/sprites/light?v=abc"), page).sprite).toBe(
      "http://127.0.0.1:3150/map/sprites/light?v=abc",
    );
  });

  it("leaves a hosted style's absolute sprites, in either form, as they are", () => {
    const hosted = "https://tiles.example.org/sprites/ofm";
    expect(withAbsoluteSprite(style(hosted), page).sprite).toBe(hosted);
    expect(withAbsoluteSprite(style([{ id: "a", url: hosted }]), page).sprite).toEqual([
      { id: "a", url: hosted },
    ]);
  });

  it("leaves a style without a sprite (the built-in outline) without one", () => {
    expect(withAbsoluteSprite(style(), page)).not.toHaveProperty("sprite");
  });
});
