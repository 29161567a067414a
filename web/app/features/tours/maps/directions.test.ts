import { describe, expect, it } from "vitest";
import { directionsUrl, hasUsableCoordinates } from "./directions";

const NO_DESTINATION = "https://www.google.com/maps/dir/?api=1";

describe("hasUsableCoordinates", () => {
  it("accepts two non-zero numbers of either sign", () => {
    expect(hasUsableCoordinates({ lat: 36.142, lng: -86.774 })).toBe(true);
    expect(hasUsableCoordinates({ lat: -33.8688, lng: 151.2093 })).toBe(true);
  });

  it("refuses a zero, a missing or a non-number value", () => {
    expect(hasUsableCoordinates({ lat: 0, lng: -86.774 })).toBe(false);
    expect(hasUsableCoordinates({ lat: 36.142, lng: 0 })).toBe(false);
    expect(hasUsableCoordinates({ lat: -0, lng: -0 })).toBe(false);
    expect(hasUsableCoordinates({ lat: 36.142 })).toBe(false);
    expect(hasUsableCoordinates({})).toBe(false);
    expect(hasUsableCoordinates(null)).toBe(false);
    expect(hasUsableCoordinates(undefined)).toBe(false);
    const strings = { lat: "36.142", lng: "-86.774" } as unknown as { lat: number; lng: number };
    expect(hasUsableCoordinates(strings)).toBe(false);
  });

  it("refuses NaN, infinities and places off the globe", () => {
    expect(hasUsableCoordinates({ lat: Number.NaN, lng: -86.774 })).toBe(false);
    expect(hasUsableCoordinates({ lat: 36.142, lng: Number.POSITIVE_INFINITY })).toBe(false);
    expect(hasUsableCoordinates({ lat: 91, lng: -86.774 })).toBe(false);
    expect(hasUsableCoordinates({ lat: 36.142, lng: -181 })).toBe(false);
  });
});

describe("directionsUrl", () => {
  it("names the destination as lat,lng with at most six decimals", () => {
    expect(directionsUrl({ lat: 36.142, lng: -86.774 })).toBe(
      `${NO_DESTINATION}&destination=36.142,-86.774`,
    );
    expect(directionsUrl({ lat: -36.12345678, lng: 86.98765432 })).toBe(
      `${NO_DESTINATION}&destination=-36.123457,86.987654`,
    );
  });

  it("has no destination without usable coordinates", () => {
    expect(directionsUrl(null)).toBe(NO_DESTINATION);
    expect(directionsUrl(undefined)).toBe(NO_DESTINATION);
    expect(directionsUrl({ lat: 0, lng: 0 })).toBe(NO_DESTINATION);
    expect(directionsUrl({ lat: Number.NaN, lng: -86.774 })).toBe(NO_DESTINATION);
    expect(directionsUrl({ lat: 36.142 })).toBe(NO_DESTINATION);
  });

  it("falls back to the street address when there are no coordinates", () => {
    expect(directionsUrl(null, "600 Charlotte Ave, Nashville, TN")).toBe(
      `${NO_DESTINATION}&destination=600+Charlotte+Ave%2C+Nashville%2C+TN`,
    );
    expect(directionsUrl({ lat: 0, lng: 0 }, "  ")).toBe(NO_DESTINATION);
    expect(directionsUrl({ lat: 36.142, lng: -86.774 }, "Elsewhere")).toBe(
      `${NO_DESTINATION}&destination=36.142,-86.774`,
    );
  });
});
