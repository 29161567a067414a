import { describe, expect, it } from "vitest";
import { distanceMetres } from "@tours/shared/browser";
import {
  arrivalRadius,
  arrivalRule,
  byDistance,
  DRIVING_ARRIVAL,
  hasArrived,
  hasLeft,
  isUsableFix,
  nearest,
  nearestOnWay,
  stopsAhead,
  stopToReach,
  WALKING_ARRIVAL,
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

/** A point `north` metres north and `east` metres east of the stop, as a fix. */
const at = (northM: number, eastM: number, accuracy = 5) => ({
  lat: stop.lat + northM / 111_195,
  lng: stop.lng + eastM / (111_195 * Math.cos((stop.lat * Math.PI) / 180)),
  accuracy,
});
const driving = (previous: ReturnType<typeof at> | null = null) => ({
  rule: DRIVING_ARRIVAL,
  previous,
});

describe("arrival by car", () => {
  it("is 150 m on a perfect fix, widened by the accuracy, never past 200 m", () => {
    expect(arrivalRule(true)).toBe(DRIVING_ARRIVAL);
    expect(arrivalRule(false)).toBe(WALKING_ARRIVAL);
    expect(arrivalRadius(0, DRIVING_ARRIVAL)).toBe(150);
    expect(arrivalRadius(30, DRIVING_ARRIVAL)).toBe(180);
    expect(arrivalRadius(90, DRIVING_ARRIVAL)).toBe(200);
  });

  it("meets a car parked in a lot 60–150 m from the site, which on foot is no arrival", () => {
    for (const metres of [60, 100, 145]) {
      expect(hasArrived(north(metres, 5), stop, null, driving())).toBe(true);
      expect(hasArrived(north(metres, 5), stop)).toBe(false);
    }
    expect(hasArrived(north(170, 5), stop, null, driving())).toBe(false);
    expect(hasArrived(north(170, 30), stop, null, driving())).toBe(true);
    expect(hasArrived(north(0, 150), stop, null, driving())).toBe(false);
  });

  it("meets a car that passed the site between two fixes", () => {
    // On a road 120 m south of a house set back from it, two fixes 300 m apart on either side.
    const [before, after] = [at(-120, -150), at(-120, 150)];
    expect(distanceMetres(before, stop)).toBeGreaterThan(190);
    expect(distanceMetres(after, stop)).toBeGreaterThan(190);
    expect(hasArrived(after, stop, null, driving())).toBe(false);
    expect(hasArrived(after, stop, null, driving(before))).toBe(true);
    // On foot the way between fixes is never judged.
    expect(hasArrived(at(-20, 60), stop, null, { previous: at(-20, -60) })).toBe(false);
  });

  it("not past a stop farther off the road than the radius, nor across a jump of over 500 m", () => {
    expect(hasArrived(at(-220, 150), stop, null, driving(at(-220, -150)))).toBe(false);
    // Two fixes 600 m apart: not one stretch of road, so the newer is judged alone.
    expect(hasArrived(at(-50, 300), stop, null, driving(at(-50, -300)))).toBe(false);
    expect(hasArrived(at(-50, 240), stop, null, driving(at(-50, -240)))).toBe(true);
  });

  it("judges the way by the vaguer fix, and never by one vaguer than 100 m", () => {
    expect(hasArrived(at(-170, 150), stop, null, driving(at(-170, -150, 5)))).toBe(false);
    expect(hasArrived(at(-170, 150), stop, null, driving(at(-170, -150, 40)))).toBe(true);
    expect(hasArrived(at(-20, 200), stop, null, driving(at(-20, -200, 5)))).toBe(true);
    expect(hasArrived(at(-20, 200), stop, null, driving(at(-20, -200, 150)))).toBe(false);
  });

  it("not while the way's nearest point is nearer the current stop", () => {
    const current = { lat: stop.lat + 200 / 111_195, lng: stop.lng };
    expect(hasArrived(north(110, 5), stop, current, driving())).toBe(false);
    expect(hasArrived(north(90, 5), stop, current, driving())).toBe(true);
  });

  it("finds the nearest point of a way, or its end", () => {
    const middle = nearestOnWay(at(-100, -100), at(-100, 100), stop);
    expect(distanceMetres(middle, stop)).toBeCloseTo(100, 0);
    const end = nearestOnWay(at(-100, 50), at(-100, 100), stop);
    expect(distanceMetres(end, at(-100, 50))).toBeLessThan(0.01);
    const still = at(5, 5);
    expect(nearestOnWay(still, still, stop)).toEqual({ lat: still.lat, lng: still.lng });
  });
});

describe("stopsAhead", () => {
  const stops = ["a", "b", "c"];
  it("is every stop from the intro and the following ones from a stop", () => {
    expect(stopsAhead(stops, "intro", -1)).toEqual(["a", "b", "c"]);
    expect(stopsAhead(stops, "stop", 0)).toEqual(["b", "c"]);
    expect(stopsAhead(stops, "stop", 1)).toEqual(["c"]);
  });
  it("is nothing after the last stop, on the outro or on a tour without stops", () => {
    expect(stopsAhead(stops, "stop", 2)).toEqual([]);
    expect(stopsAhead(stops, "outro", -1)).toEqual([]);
    expect(stopsAhead([], "intro", -1)).toEqual([]);
  });
});

describe("stopToReach", () => {
  const place = (slug: string, metres: number) => ({ slug, coordinates: north(metres) });
  const ahead = [place("b", 100), place("c", 200), place("d", 300)];
  const current = north(0);
  it("is the first stop ahead, reached from the current stop", () => {
    expect(stopToReach(ahead, [], current)).toEqual({ target: ahead[0], from: current });
  });
  it("skips a stop passed by (reached, not opened, left behind): the one after it, from it", () => {
    expect(stopToReach(ahead, ["b"], current)).toEqual({
      target: ahead[1],
      from: ahead[0]!.coordinates,
    });
    expect(stopToReach(ahead, ["b", "c"], current).target).toBe(ahead[2]);
  });
  it("is nothing once every stop ahead was met", () => {
    expect(stopToReach(ahead, ["b", "c", "d"], current).target).toBeNull();
    expect(stopToReach([], [], current).target).toBeNull();
  });
});

describe("hasLeft", () => {
  it("is past twice the widest radius: 150 m on foot, 400 m by car", () => {
    expect(hasLeft(north(140), stop)).toBe(false);
    expect(hasLeft(north(160), stop)).toBe(true);
    expect(hasLeft(north(390), stop, DRIVING_ARRIVAL)).toBe(false);
    expect(hasLeft(north(410), stop, DRIVING_ARRIVAL)).toBe(true);
  });
  it("is never judged on a fix too vague to use", () => {
    expect(hasLeft(north(1000, 150), stop)).toBe(false);
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
