import { afterEach, describe, expect, it } from "vitest";
import { parseTextSize, TEXT_SIZE_SCRIPT, TEXT_SIZES } from "./text-size";

describe("parseTextSize", () => {
  it("reads the two larger steps and treats anything else as normal", () => {
    expect(parseTextSize("1")).toBe(1);
    expect(parseTextSize("2")).toBe(2);
    for (const odd of [null, undefined, "", "0", "3", "large"]) expect(parseTextSize(odd)).toBe(0);
  });

  it("offers three steps, smallest first", () => {
    expect(TEXT_SIZES.map((size) => size.label)).toEqual(["A", "A+", "A++"]);
  });
});

describe("the inline script", () => {
  const root = { dataset: {} as Record<string, string> };
  const run = (stored: string | null) => {
    const storage = { getItem: () => stored };
    new Function("localStorage", "document", TEXT_SIZE_SCRIPT)(storage, { documentElement: root });
  };
  afterEach(() => {
    root.dataset = {};
  });

  it("applies a stored larger size before anything paints", () => {
    run("2");
    expect(root.dataset.textSize).toBe("2");
  });

  it("leaves the normal size alone and ignores junk", () => {
    run("0");
    run("huge");
    expect(root.dataset.textSize).toBeUndefined();
  });

  it("survives storage that throws (private mode)", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(() =>
      new Function("localStorage", "document", TEXT_SIZE_SCRIPT)(throwing, {
        documentElement: root,
      }),
    ).not.toThrow();
  });
});
