import { describe, expect, it } from "vitest";
import { mergeDrafts } from "./merge-drafts";

interface Draft {
  title: string;
  creator: string;
  keywords: string[];
  image: { src: string; alt: string };
  notes?: string;
  version?: number;
}

const base: Draft = {
  title: "Fort Negley",
  creator: "Ada",
  keywords: ["fort"],
  image: { src: "a.png", alt: "" },
  version: 3,
};

describe("mergeDrafts", () => {
  it("keeps their change to a field I did not touch, and my change to one they did not", () => {
    const mine = { ...base, title: "Fort Negley Park" };
    const theirs = { ...base, creator: "Grace", version: 4 };
    expect(mergeDrafts(base, mine, theirs)).toEqual({
      ...base,
      title: "Fort Negley Park",
      creator: "Grace",
      version: 4,
    });
  });

  it("gives my value where we both changed a field", () => {
    const mine = { ...base, creator: "Mine" };
    const theirs = { ...base, creator: "Theirs", version: 4 };
    expect(mergeDrafts(base, mine, theirs).creator).toBe("Mine");
  });

  it("compares lists and objects by value: a whole list or object is one field", () => {
    const mine = { ...base, keywords: ["fort"], image: { src: "a.png", alt: "Mine" } };
    const theirs = { ...base, keywords: ["fort", "civil war"], image: { src: "b.png", alt: "" } };
    expect(mergeDrafts(base, mine, theirs)).toMatchObject({
      keywords: ["fort", "civil war"],
      image: { src: "a.png", alt: "Mine" },
    });
  });

  it("takes their version, and a field I added", () => {
    const mine: Draft = { ...base, notes: "Typed by me" };
    const theirs: Draft = { ...base, version: 5 };
    expect(mergeDrafts(base, mine, theirs)).toEqual({ ...base, notes: "Typed by me", version: 5 });
  });

  it("is theirs when I changed nothing", () => {
    const theirs: Draft = { ...base, title: "Renamed", notes: "Theirs", version: 4 };
    expect(mergeDrafts(base, { ...base }, theirs)).toEqual(theirs);
  });
});
