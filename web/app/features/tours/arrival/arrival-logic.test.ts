import { describe, expect, it } from "vitest";
import { distanceMetres } from "@tours/shared/browser";
import {
  arrivalRadius,
  byDistance,
  hasArrived,
  isUsableFix,
  nearest,
  stopToReach,
} from "./arrival-logic";

const stop = { lat: 36.1627, lng: -86.7816 };
/** A point `metres` due north of the stop (1° of latitude ≈ 111.2 km). */
const north = (metres: number, accuracy = 5) => ({
  lat: stop.lat + metres / 111_195,
  lng: stop.lng,
  accuracy,
});

describe("arrival radius", () => {
  it("is 35 m on a perfect fix, widened by the accuracy, never past 75 m", () => {
    expect(arrivalRadius(0)).toBe(35);
    expect(arrivalRadius(20)).toBe(55);
    expect(arrivalRadius(40)).toBe(75);
    expect(arrivalRadius(90)).toBe(75);
  });

  it("ignores fixes vaguer than 100 m", () => {
    expect(isUsableFix(north(0, 100))).toBe(true);
    expect(isUsableFix(north(0, 101))).toBe(false);
    expect(isUsableFix(north(0, Number.NaN))).toBe(false);
  });
});

describe("hasArrived", () => {
  it("within 35 m on a precise fix, not at 40 m", () => {
    expect(distanceMetres(north(34, 0), stop)).toBeCloseTo(34, 0);
    expect(hasArrived(north(34, 0), stop)).toBe(true);
    expect(hasArrived(north(40, 0), stop)).toBe(false);
  });

  it("widens with the fix's accuracy up to 75 m", () => {
    expect(hasArrived(north(50, 20), stop)).toBe(true);
    expect(hasArrived(north(60, 20), stop)).toBe(false);
    expect(hasArrived(north(74, 60), stop)).toBe(true);
    expect(hasArrived(north(80, 60), stop)).toBe(false);
  });

  it("not while nearer the current stop, where two stops stand within the radius", () => {
    const current = { lat: stop.lat + 60 / 111_195, lng: stop.lng };
    expect(hasArrived(north(32, 5), stop, current)).toBe(false);
    expect(hasArrived(north(25, 5), stop, current)).toBe(true);
    expect(hasArrived(north(25, 5), stop, null)).toBe(true);
  });

  it("never on a fix worse than 100 m, nor at a stop without a place", () => {
    expect(hasArrived(north(0, 150), stop)).toBe(false);
    expect(hasArrived(north(0, 5), null)).toBe(false);
  });
});

describe("stopToReach", () => {
  const stops = ["a", "b", "c"];
  it("is the first stop from the intro and the following one from a stop", () => {
    expect(stopToReach(stops, "intro", -1)).toBe("a");
    expect(stopToReach(stops, "stop", 0)).toBe("b");
    expect(stopToReach(stops, "stop", 1)).toBe("c");
  });
  it("is nothing after the last stop, on the outro or on a tour without stops", () => {
    expect(stopToReach(stops, "stop", 2)).toBeNull();
    expect(stopToReach(stops, "outro", -1)).toBeNull();
    expect(stopToReach([], "intro", -1)).toBeNull();
  });
});

describe("nearest and byDistance", () => {
  const items = [
    { id: "far", at: { lat: stop.lat + 0.01, lng: stop.lng } },
    { id: "none", at: null },
    { id: "near", at: { lat: stop.lat + 0.001, lng: stop.lng } },
    { id: "mid", at: { lat: stop.lat - 0.005, lng: stop.lng } },
  ];
  const placeOf = (item: (typeof items)[number]) => item.at;

  it("finds the nearest placed item, or none", () => {
    expect(nearest(items, placeOf, stop)?.id).toBe("near");
    expect(nearest([items[1]!], placeOf, stop)).toBeNull();
  });

  it("orders nearest first and keeps unplaced items last, without changing the input", () => {
    const sorted = byDistance(items, placeOf, stop);
    expect(sorted.map((entry) => entry.item.id)).toEqual(["near", "mid", "far", "none"]);
    expect(sorted[0]!.metres).toBeCloseTo(111, 0);
    expect(sorted[3]!.metres).toBeNull();
    expect(items[0]!.id).toBe("far");
  });
});
