import { zodResolver } from "@hookform/resolvers/zod";
import { requiredLine } from "@tours/shared";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkWith, inWords, issuesOf, labelOf, rankOf } from "./draft-issues";

const schema = z.object({
  title: requiredLine,
  duration: z.number().min(0),
  stops: z.array(z.object({ slug: requiredLine })).max(1, "One stop at most"),
});
type Input = z.input<typeof schema>;
const check = checkWith(zodResolver(schema), (draft: Input) => draft);

describe("checkWith", () => {
  it("answers the schema's issues with their paths and codes, in the schema's order", async () => {
    expect(await check({ title: " ", duration: Number.NaN, stops: [{ slug: "a" }] })).toEqual([
      { path: "title", message: "Required", type: "too_small" },
      {
        path: "duration",
        message: "Invalid input: expected number, received NaN",
        type: "invalid_type",
      },
    ]);
    expect(await check({ title: "T", duration: 1, stops: [{ slug: "a" }] })).toEqual([]);
  });

  it("places a list's own issue at the list, and its items' at theirs", async () => {
    expect(await check({ title: "T", duration: 1, stops: [{ slug: "a" }, { slug: "b" }] })).toEqual(
      [{ path: "stops", message: "One stop at most", type: "too_big" }],
    );
    expect(await check({ title: "T", duration: 1, stops: [{ slug: "" }] })).toEqual([
      { path: "stops.0.slug", message: "Required", type: "too_small" },
    ]);
  });
});

describe("issuesOf", () => {
  it("lists nested FieldErrors by path, skipping what is not an error", () => {
    expect(
      issuesOf({
        Coordinates: { lat: { type: "too_big", message: "Too big" } },
        stops: [undefined, { slug: { type: "custom", message: "Taken", ref: undefined } }],
      }),
    ).toEqual([
      { path: "Coordinates.lat", message: "Too big", type: "too_big" },
      { path: "stops.1.slug", message: "Taken", type: "custom" },
    ]);
  });

  it("places a list's own error (React Hook Form's `root`) at the list", () => {
    const stops = Object.assign([], {
      root: { type: "too_big", message: "One stop at most" },
      0: { slug: { type: "too_small", message: "Required" } },
    });
    expect(issuesOf({ stops })).toEqual([
      { path: "stops.0.slug", message: "Required", type: "too_small" },
      { path: "stops", message: "One stop at most", type: "too_big" },
    ]);
  });
});

describe("wording", () => {
  const fields = [
    ["title", "Title"],
    ["map", "Map style URL"],
  ] as const;

  it("says an empty required field by its label, other messages as they are", () => {
    expect(inWords("Title", { path: "title", message: "Required" })).toBe("Title is required");
    expect(inWords("Title", { path: "title", message: "Use at most 300 characters" })).toBe(
      "Use at most 300 characters",
    );
  });

  it("finds a field's label and place, unknown fields last by their names", () => {
    expect(labelOf(fields, "map")).toBe("Map style URL");
    expect(labelOf(fields, "zoom")).toBe("zoom");
    expect([rankOf(fields, "title"), rankOf(fields, "map"), rankOf(fields, "zoom")]).toEqual([
      0, 1, 2,
    ]);
  });
});
