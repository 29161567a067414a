import { describe, expect, it } from "vitest";
import { zoomOptions } from "./zoom";

describe("zoom choices (SPEC §9)", () => {
  it("offer 0 to 22 with the ends and the default explained", () => {
    const options = zoomOptions(12);
    expect(options.map((o) => o.value)).toEqual(Array.from({ length: 23 }, (_, i) => i));
    expect(options[0]?.label).toBe("0 (whole world)");
    expect(options[12]?.label).toBe("12 (default)");
    expect(options[22]?.label).toBe("22 (closest)");
    expect(options[5]?.label).toBe("5");
  });
});
