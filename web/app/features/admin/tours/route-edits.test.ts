import { describe, expect, it } from "vitest";
import {
  addPoint,
  emptyHistory,
  movePoint,
  recordChange,
  removePoint,
  type RoutePoint,
  undo,
} from "./route-edits";

const a: RoutePoint = [-86.7844, 36.1659];
const b: RoutePoint = [-86.7785, 36.1612];

describe("route edits", () => {
  it("adds at the end, rounded to six decimals, without touching the old list", () => {
    const before = [a];
    const after = addPoint(before, [-86.123456789, 36.987654321]);
    expect(after).toEqual([a, [-86.123457, 36.987654]]);
    expect(before).toEqual([a]);
  });

  it("moves and removes the point at an index", () => {
    expect(movePoint([a, b], 1, [-86.7, 36.1])).toEqual([a, [-86.7, 36.1]]);
    expect(removePoint([a, b], 0)).toEqual([b]);
    expect(removePoint([a, b], 5)).toEqual([a, b]);
  });
});

describe("undo", () => {
  it("steps back one change at a time, then has nothing left", () => {
    let history = emptyHistory;
    let route: RoutePoint[] = [];
    for (const next of [a, b]) {
      history = recordChange(history, route);
      route = addPoint(route, next);
    }
    history = recordChange(history, route);
    route = movePoint(route, 0, [-86.7, 36.1]);

    let step = undo(history)!;
    expect(step.route).toEqual([a, b]);
    step = undo(step.history)!;
    expect(step.route).toEqual([a]);
    step = undo(step.history)!;
    expect(step.route).toEqual([]);
    expect(undo(step.history)).toBeNull();
  });

  it("keeps the last hundred steps", () => {
    let history = emptyHistory;
    for (let i = 0; i < 150; i++) history = recordChange(history, [[i, 0]]);
    expect(history.past).toHaveLength(100);
    expect(history.past[0]).toEqual([[50, 0]]);
  });
});
