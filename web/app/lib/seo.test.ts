import { describe, expect, it } from "vitest";
import { MAX_TITLE_LENGTH, pageTitle, seo } from "./seo";

describe("pageTitle", () => {
  it("leads with the name and keeps the site name when it fits", () => {
    expect(pageTitle(["FAQ", "", "Nashville Sites"])).toBe("FAQ · Nashville Sites");
    expect(pageTitle(["Ryman", "Broadway", "Nashville Sites"])).toBe(
      "Ryman · Broadway · Nashville Sites",
    );
  });

  it("drops the site name, then the context, when the title would pass 60 characters", () => {
    const tour = "Broadway, Music, and the Railroad";
    expect(pageTitle(["Hatch Show Print", tour, "Nashville Sites"])).toBe(
      `Hatch Show Print · ${tour}`,
    );
    expect(pageTitle(["Schermerhorn Symphony Center", tour, "Nashville Sites"])).toBe(
      "Schermerhorn Symphony Center",
    );
    expect(pageTitle(["A".repeat(40), "B".repeat(30), "Nashville Sites"])).toBe("A".repeat(40));
  });

  it("cuts a name longer than 60 characters at a word", () => {
    const title = pageTitle([`${"word ".repeat(20)}end`, "Nashville Sites"]);
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(title).toMatch(/^word( word)*…$/);
  });
});

describe("seo", () => {
  it("points a duplicate's canonical and og:url at the page it repeats", () => {
    const tags = seo("https://example.org", "Nashville Sites", {
      title: "Ryman",
      description: "A stop",
      path: "/tours/t/v/ryman",
      canonicalPath: "/tours/t/ryman",
      type: "article",
      noindex: false,
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://example.org/tours/t/ryman",
    });
    expect(tags).toContainEqual({
      property: "og:url",
      content: "https://example.org/tours/t/ryman",
    });
    expect(tags).toContainEqual({ property: "og:type", content: "article" });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).not.toContainEqual({ name: "robots", content: "noindex" });
  });
});
