import { describe, expect, it } from "vitest";
import { slug } from "./common.schema.js";
import { suggestSlug } from "./slug-rules.js";

describe("the slug rule", () => {
  it("refuses what an address cannot carry (the editors check with this schema too)", () => {
    for (const bad of ["Fort Negley", "fort--negley", "-fort", "fort_negley", "fört"]) {
      expect(slug.safeParse(bad).success, bad).toBe(false);
    }
    for (const good of ["fort-negley-1862", "a", "1862"]) {
      expect(slug.safeParse(good).success, good).toBe(true);
    }
  });

  it("suggests a slug from a title that the rule accepts", () => {
    expect(suggestSlug("Fisk University: Jubilee Hall")).toBe("fisk-university-jubilee-hall");
    expect(suggestSlug("  Café Ryman's  & Co. ")).toBe("cafe-rymans-and-co");
    expect(suggestSlug("St. Mary's Church (1847)")).toBe("st-marys-church-1847");
    expect(suggestSlug("!!!")).toBe("");
    const long = suggestSlug("word ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(64);
    expect(slug.safeParse(long).success).toBe(true);
    // Cut after a whole word, never inside one.
    const title = "The Freedom Riders and the Sit-ins of the Nashville Student Movement of 1960";
    expect(suggestSlug(title)).toBe("the-freedom-riders-and-the-sit-ins-of-the-nashville-student");
    expect(suggestSlug(`${"a".repeat(63)} b`)).toBe("a".repeat(63));
    expect(suggestSlug(`${"a".repeat(64)} b`)).toBe("a".repeat(64));
    expect(suggestSlug("a".repeat(70))).toBe("a".repeat(64));
  });
});
