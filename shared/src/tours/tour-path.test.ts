import { describe, expect, it } from "vitest";
import { parseTourPath, tourHref } from "./tour-path.js";

describe("parseTourPath", () => {
  it("reads the in-person intro, stops and outro", () => {
    expect(parseTourPath("/tours/jefferson-street")).toEqual({
      mode: "in-person",
      tourSlug: "jefferson-street",
      screen: { view: "intro" },
    });
    expect(parseTourPath("/tours/jefferson-street/fisk")?.screen).toEqual({
      view: "stop",
      stopSlug: "fisk",
    });
    expect(parseTourPath("/tours/jefferson-street/outro")?.screen).toEqual({ view: "outro" });
  });

  it("reads the virtual views under /v", () => {
    expect(parseTourPath("/tours/a/v")).toEqual({
      mode: "virtual",
      tourSlug: "a",
      screen: { view: "intro" },
    });
    expect(parseTourPath("/tours/a/v/b")?.screen).toEqual({ view: "stop", stopSlug: "b" });
    expect(parseTourPath("/tours/a/v/outro")?.mode).toBe("virtual");
  });

  it("reads the landing mode of a tour", () => {
    expect(parseTourPath("/landing/walking-tours/tours/a/b")).toEqual({
      mode: "landing",
      tourSlug: "a",
      screen: { view: "stop", stopSlug: "b" },
    });
  });

  it("rejects addresses that are not tour views", () => {
    expect(parseTourPath("/tours")).toBeNull();
    expect(parseTourPath("/tours/a/b/c")).toBeNull();
    expect(parseTourPath("/records/a")).toBeNull();
  });

  it("round-trips with tourHref", () => {
    for (const path of [
      "/tours/a",
      "/tours/a/s",
      "/tours/a/v/outro",
      "/landing/walking-tours/tours/a/s",
    ]) {
      const location = parseTourPath(path);
      expect(location && tourHref(location.mode, location.tourSlug, location.screen)).toBe(path);
    }
  });
});
