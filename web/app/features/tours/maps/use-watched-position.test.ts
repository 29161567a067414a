import { describe, expect, it, vi } from "vitest";
import { joinPositionWatch, type PositionListener } from "./use-watched-position";

function fakeGeolocation() {
  let success: PositionCallback = () => {};
  let failure: PositionErrorCallback | null | undefined = null;
  const geolocation = {
    watchPosition: vi.fn((ok: PositionCallback, error?: PositionErrorCallback | null) => {
      success = ok;
      failure = error;
      return 7;
    }),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  const move = (lat: number, lng: number, accuracy: number) =>
    success({ coords: { latitude: lat, longitude: lng, accuracy } } as GeolocationPosition);
  const refuse = () => failure?.({ code: 1, message: "denied" } as GeolocationPositionError);
  return { geolocation: geolocation as unknown as Geolocation, calls: geolocation, move, refuse };
}

const listener = (): PositionListener & { fixes: unknown[]; refusals: number } => {
  const self = {
    fixes: [] as unknown[],
    refusals: 0,
    fix: (position: unknown) => void self.fixes.push(position),
    denied: () => void (self.refusals += 1),
  };
  return self;
};

/** Lets the microtasks run: the last caller's leaving is settled then. */
const settled = () => Promise.resolve();

describe("one position watch per page", () => {
  it("is shared: a later caller gets the last fix at once, the last to leave clears it", async () => {
    const { geolocation, calls, move } = fakeGeolocation();
    const [a, b] = [listener(), listener()];
    const leaveA = joinPositionWatch(geolocation, a);
    move(36.1, -86.7, 5);
    const leaveB = joinPositionWatch(geolocation, b);
    expect(calls.watchPosition).toHaveBeenCalledTimes(1);
    expect(b.fixes).toEqual([{ lat: 36.1, lng: -86.7, accuracy: 5 }]);
    move(36.2, -86.8, 8);
    expect(a.fixes).toHaveLength(2);
    expect(b.fixes).toHaveLength(2);

    leaveA();
    await settled();
    expect(calls.clearWatch).not.toHaveBeenCalled();
    leaveB();
    await settled();
    expect(calls.clearWatch).toHaveBeenCalledWith(7);

    // A new watch after that starts afresh, without the old fix.
    const c = listener();
    const leaveC = joinPositionWatch(geolocation, c);
    expect(calls.watchPosition).toHaveBeenCalledTimes(2);
    expect(c.fixes).toEqual([]);
    leaveC();
  });

  it("is kept, with its last fix, for a caller taking over from the last one in the same task", async () => {
    const { geolocation, calls, move } = fakeGeolocation();
    const first = listener();
    const leaveFirst = joinPositionWatch(geolocation, first);
    move(36.1, -86.7, 5);
    leaveFirst();
    const next = listener();
    const leaveNext = joinPositionWatch(geolocation, next);
    await settled();
    expect(calls.watchPosition).toHaveBeenCalledTimes(1);
    expect(calls.clearWatch).not.toHaveBeenCalled();
    expect(next.fixes).toEqual([{ lat: 36.1, lng: -86.7, accuracy: 5 }]);
    leaveNext();
    await settled();
    expect(calls.clearWatch).toHaveBeenCalledWith(7);
  });

  it("tells every caller of a refusal, and the next caller asks again", () => {
    const { geolocation, calls, refuse } = fakeGeolocation();
    const [a, b] = [listener(), listener()];
    const leaveA = joinPositionWatch(geolocation, a);
    const leaveB = joinPositionWatch(geolocation, b);
    refuse();
    expect([a.refusals, b.refusals]).toEqual([1, 1]);
    leaveA();
    leaveB();
    const leaveC = joinPositionWatch(geolocation, listener());
    expect(calls.watchPosition).toHaveBeenCalledTimes(2);
    leaveC();
  });
});
