import { describe, expect, it } from "vitest";
import { toRecordView, toRelation } from "./record-view";
import { savedRecord } from "@tours/shared/testing";

const tours = [
  { id: "t1", slug: "downtown", title: "Downtown Civil War" },
  { id: "t2", slug: "south", title: "South Nashville" },
];

describe("toRecordView", () => {
  it("maps tour ids to links, drops unknown tours and keeps the record's order", () => {
    const view = toRecordView(savedRecord({ Tours: ["t2", "gone", "t1"] }), tours);
    expect(view.tours).toEqual([
      { slug: "south", title: "South Nashville" },
      { slug: "downtown", title: "Downtown Civil War" },
    ]);
  });

  it("turns media paths into addresses and drops empty ones", () => {
    const view = toRecordView(
      savedRecord({
        images: [
          { path: "media/a-photo.jpg", caption: " The fort ", associated_records: [] },
          { path: " ", caption: "nothing", associated_records: [] },
        ],
        videos: [{ path: "media/b-film.mp4" }, { path: "" }],
        audios: [{ path: "https://cdn.example.org/c.mp3" }],
      }),
      tours,
    );
    expect(view.photos).toEqual([{ src: "/media/media/a-photo.jpg", caption: "The fort" }]);
    expect(view.videos).toEqual(["/media/media/b-film.mp4"]);
    expect(view.audios).toEqual(["https://cdn.example.org/c.mp3"]);
  });

  it("drops blank list entries and trims text", () => {
    const view = toRecordView(
      savedRecord({ Source: [" ", "Archive "], Subject: [""], Address: "  " }),
      tours,
    );
    expect(view.Source).toEqual(["Archive"]);
    expect(view.Subject).toEqual([]);
    expect(view.Address).toBe("");
  });

  it("leaves out staff-only fields", () => {
    expect(toRecordView(savedRecord(), tours)).not.toHaveProperty("Notes");
  });
});

describe("toRelation", () => {
  it("is a link with text when both are given", () => {
    expect(toRelation("https://example.org", "Example")).toEqual({
      text: "Example",
      href: "https://example.org",
    });
  });

  it("is text only without a link", () => {
    expect(toRelation("", "National Register")).toEqual({ text: "National Register" });
  });

  it("is a bare link without text", () => {
    expect(toRelation("https://example.org/x", " ")).toEqual({
      text: "https://example.org/x",
      href: "https://example.org/x",
    });
  });

  it("never links an address that is not http(s)", () => {
    expect(toRelation("javascript:alert(1)", "Click")).toEqual({ text: "Click" });
    expect(toRelation("www.example.org", "")).toEqual({ text: "www.example.org" });
  });

  it("is nothing when both are empty", () => {
    expect(toRelation(" ", "")).toBeNull();
  });
});
