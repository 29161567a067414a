import { describe, expect, it } from "vitest";
import {
  audioCuePath,
  backToStartPath,
  INTRO,
  OUTRO_SCREEN,
  parsePublicPath,
  type PublicPage,
  qrCodePath,
  qrCodeUrl,
  readLandingSelection,
  readStopDetailsQuery,
  recordPath,
  recordsPath,
  searchPath,
  selectTourPath,
  stopDetailsPath,
  stopScreen,
  type TourMode,
  tourPath,
  toursPath,
  welcomePath,
} from "./public-urls.js";

describe("the SPEC §2 addresses", () => {
  it("builds a tour's views in each way of taking it", () => {
    expect(tourPath("in-person", "jefferson-street")).toBe("/tours/jefferson-street");
    expect(tourPath("in-person", "a", stopScreen("fisk"))).toBe("/tours/a/fisk");
    expect(tourPath("in-person", "a", OUTRO_SCREEN)).toBe("/tours/a/outro");
    expect(tourPath("virtual", "a")).toBe("/tours/a/v");
    expect(tourPath("virtual", "a", stopScreen("fisk"))).toBe("/tours/a/v/fisk");
    expect(tourPath("virtual", "a", OUTRO_SCREEN)).toBe("/tours/a/v/outro");
    expect(tourPath("landing", "a")).toBe("/landing/walking-tours/tours/a");
    expect(tourPath("landing", "a", stopScreen("b"), "rec-1")).toBe(
      "/landing/walking-tours/tours/a/b?record=rec-1",
    );
    expect(tourPath("landing", "a", OUTRO_SCREEN, null)).toBe(
      "/landing/walking-tours/tours/a/outro",
    );
    // Only landing mode carries the scanned record.
    expect(tourPath("in-person", "a", INTRO, "rec-1")).toBe("/tours/a");
  });

  it("builds the other pages", () => {
    expect(toursPath()).toBe("/tours");
    expect(toursPath("Driving Tours")).toBe("/tours?cat=Driving%20Tours");
    expect(recordsPath()).toBe("/records");
    expect(recordsPath(3)).toBe("/records?page=3");
    expect(recordPath("fort-negley")).toBe("/records/fort-negley");
    expect(welcomePath("fort-negley")).toBe("/landing/walking-tours/fort-negley");
    expect(selectTourPath("rec-1")).toBe("/landing/walking-tours/rec-1/select-tour");
    expect(audioCuePath("civil-war", "rec-1")).toBe(
      "/landing/walking-tours/audio-cue?tour=civil-war&record=rec-1",
    );
    expect(audioCuePath("civil-war")).toBe("/landing/walking-tours/audio-cue?tour=civil-war");
    expect(backToStartPath("civil-war", null)).toBe(
      "/landing/walking-tours/back-to-start?tour=civil-war",
    );
    expect(qrCodePath("QR-1")).toBe("/q/QR-1");
    expect(qrCodeUrl("https://example.org//", "QR-1")).toBe("https://example.org/q/QR-1");
    expect(searchPath("civil rights")).toBe("/search?keyword=civil%20rights");
    expect(searchPath("")).toBe("/search");
  });

  it("escapes what could break the address", () => {
    expect(tourPath("in-person", "a/b", stopScreen("c d"))).toBe("/tours/a%2Fb/c%20d");
    expect(selectTourPath("a/b")).toBe("/landing/walking-tours/a%2Fb/select-tour");
    expect(backToStartPath("a&b", "id with space")).toBe(
      "/landing/walking-tours/back-to-start?tour=a%26b&record=id+with+space",
    );
    expect(qrCodePath("a?b#c")).toBe("/q/a%3Fb%23c");
    expect(searchPath("a&b=c")).toBe("/search?keyword=a%26b%3Dc");
  });
});

describe("parsePublicPath", () => {
  const odd = ["plain-slug", "with space", "a/b", "?#&=+%", "über-straße", "outro-2", "100%"];
  const modes: TourMode[] = ["in-person", "virtual", "landing"];

  it("reads back every tour view it builds, odd slugs included", () => {
    for (const mode of modes) {
      for (const tourSlug of odd) {
        for (const screen of [INTRO, OUTRO_SCREEN, ...odd.map(stopScreen)]) {
          const record = mode === "landing" ? "rec 1&2" : null;
          expect(parsePublicPath(tourPath(mode, tourSlug, screen, record))).toEqual({
            kind: "tour",
            mode,
            tourSlug,
            screen,
            record,
          });
        }
      }
    }
  });

  it("reads back every other page it builds, odd slugs included", () => {
    for (const value of odd) {
      const pages: [string, PublicPage][] = [
        [toursPath(value), { kind: "tours", category: value }],
        [recordPath(value), { kind: "record", slug: value }],
        [welcomePath(value), { kind: "welcome", recordSlug: value }],
        [selectTourPath(value), { kind: "select-tour", recordId: value }],
        [audioCuePath(value, value), { kind: "audio-cue", tour: value, record: value }],
        [backToStartPath(value), { kind: "back-to-start", tour: value, record: null }],
        [qrCodePath(value), { kind: "qr-code", id: value }],
        [searchPath(value), { kind: "search", keyword: value }],
      ];
      for (const [path, page] of pages) expect(parsePublicPath(path)).toEqual(page);
    }
    expect(parsePublicPath(toursPath())).toEqual({ kind: "tours", category: null });
    expect(parsePublicPath(recordsPath())).toEqual({ kind: "records", page: 1 });
    expect(parsePublicPath(recordsPath(2))).toEqual({ kind: "records", page: 2 });
    expect(parsePublicPath(searchPath())).toEqual({ kind: "search", keyword: null });
  });

  it("reads addresses as a browser sends them", () => {
    expect(parsePublicPath("/tours/a/v/b?c=musay")).toMatchObject({
      mode: "virtual",
      screen: { view: "stop", stopSlug: "b" },
    });
    expect(parsePublicPath("/tours/a/")).toMatchObject({ mode: "in-person", screen: INTRO });
    expect(parsePublicPath("/tours/a/%E0%A4%A")).toMatchObject({
      screen: { view: "stop", stopSlug: "%E0%A4%A" },
    });
  });

  it("answers null for addresses that are no public page", () => {
    for (const path of [
      "/",
      "/tours/a/b/c",
      "/tours/a/v/b/c",
      "/records/a/b",
      "/q",
      "/landing/walking-tours",
      "/landing/walking-tours/a/b",
      "/landing/other/a",
      "/admin/tours",
    ]) {
      expect(parsePublicPath(path), path).toBeNull();
    }
  });
});

describe("readLandingSelection", () => {
  it("treats blank values as absent", () => {
    expect(
      readLandingSelection(new URLSearchParams("tour=civil-war&record=rec-1&c=musay")),
    ).toEqual({ tour: "civil-war", record: "rec-1" });
    expect(readLandingSelection(new URLSearchParams("tour=%20&record="))).toEqual({
      tour: null,
      record: null,
    });
  });
});

describe("stopDetailsPath", () => {
  it("reads back the tour and stop it names, odd slugs included", () => {
    const path = stopDetailsPath("a&b tour", "stop?1");
    expect(path).toBe("/stop-details.json?tour=a%26b+tour&stop=stop%3F1");
    const url = new URL(path, "http://site.test");
    expect(url.pathname).toBe("/stop-details.json");
    expect(readStopDetailsQuery(url.searchParams)).toEqual({ tour: "a&b tour", stop: "stop?1" });
    expect(readStopDetailsQuery(new URLSearchParams("tour=%20"))).toEqual({
      tour: null,
      stop: null,
    });
  });
});
