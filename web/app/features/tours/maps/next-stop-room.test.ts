import { describe, expect, it } from "vitest";
import { cardBelowStop, nextStopFit } from "./next-stop-room";

const room = { width: 320, height: 320, card: 130, zoomBottom: 98, credits: 54, cardBelow: false };

describe("nextStopFit", () => {
  it("keeps the card below the zoom buttons and the places above the credits", () => {
    // A 390 × 844 phone: the map is tall enough for all of it.
    const fit = nextStopFit({ ...room, width: 390, height: 600, card: 96 });
    expect(fit).toEqual({
      padding: { top: 98 + 40 + 96 + 8, right: 47, bottom: 54 + 20, left: 47 },
      zoomButtons: true,
    });
  });

  it("drops the zoom buttons on a short map rather than cover the card", () => {
    // 320 × 568 at the largest text size.
    const fit = nextStopFit(room);
    expect(fit.zoomButtons).toBe(false);
    expect(fit.padding.top).toBe(40 + 130 + 8);
    expect(fit.padding.bottom).toBe(54 + 20);
  });

  it("keeps room for the card at the foot when it hangs below the stop", () => {
    const fit = nextStopFit({ ...room, cardBelow: true });
    expect(fit.zoomButtons).toBe(false);
    expect(fit.padding.top).toBe(32);
    expect(fit.padding.bottom).toBe(54 + 130 + 8 + 8);
  });

  it("leaves room to fit into on the smallest map, never below the markers' own room", () => {
    const fit = nextStopFit({ ...room, width: 195, height: 150, card: 140, credits: 70 });
    expect(fit.zoomButtons).toBe(false);
    expect(fit.padding.top).toBe(32);
    expect(fit.padding.top + fit.padding.bottom).toBeLessThanOrEqual(150);
  });
});

describe("cardBelowStop", () => {
  const stop = { lat: 36.16, lng: -86.78 };
  it("hangs the card below the stop only when the visitor is north of it", () => {
    expect(cardBelowStop(stop, { lat: 36.17, lng: -86.78 })).toBe(true);
    expect(cardBelowStop(stop, { lat: 36.15, lng: -86.78 })).toBe(false);
    expect(cardBelowStop(stop, null)).toBe(false);
  });
});
