import { describe, expect, it } from "vitest";
import { moveItem } from "./move";

describe("moveItem", () => {
  it("moves an item up and down", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });

  it("clamps at both ends and leaves the list as it was", () => {
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 1, 1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 10)).toEqual(["b", "c", "a"]);
  });

  it("returns a new list", () => {
    const list = ["a", "b"];
    expect(moveItem(list, 0, 1)).not.toBe(list);
  });
});
