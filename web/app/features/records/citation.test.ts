import { describe, expect, it } from "vitest";
import { buildCitation, formatAccessDate } from "./citation";

const parts = {
  creator: "Nashville Sites Foundation",
  title: "Fort Negley",
  siteName: "Nashville Sites",
  url: "https://example.org/records/fort-negley",
};
const accessed = new Date("2026-11-21T15:00:00Z");

describe("formatAccessDate", () => {
  it("writes the long US format", () => {
    expect(formatAccessDate(accessed, "UTC")).toBe("November 21, 2026");
  });

  it("uses the given time zone for the day", () => {
    expect(formatAccessDate(new Date("2026-11-21T03:00:00Z"), "America/Chicago")).toBe(
      "November 20, 2026",
    );
  });
});

describe("buildCitation", () => {
  it("gives creator, quoted title, product name, access date and address", () => {
    expect(buildCitation(parts, accessed, "UTC")).toBe(
      'Nashville Sites Foundation. "Fort Negley." Nashville Sites, accessed November 21, 2026, https://example.org/records/fort-negley.',
    );
  });

  it("leaves out a missing creator", () => {
    expect(buildCitation({ ...parts, creator: "  " }, accessed, "UTC")).toBe(
      '"Fort Negley." Nashville Sites, accessed November 21, 2026, https://example.org/records/fort-negley.',
    );
  });

  it("does not double the punctuation that ends a creator or title", () => {
    const citation = buildCitation(
      { ...parts, creator: "Acme Archives Inc.", title: "Who Built the Fort?" },
      accessed,
      "UTC",
    );
    expect(citation).toMatch(/^Acme Archives Inc\. "Who Built the Fort\?" Nashville Sites,/);
  });
});
