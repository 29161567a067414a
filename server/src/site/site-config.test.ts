import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { loadSiteConfig } from "./site-config.js";

describe("the site configuration", () => {
  it("ships a valid file with the SPEC's nine menu links in order and 20 sponsors", () => {
    const site = loadSiteConfig(loadConfig({}).siteConfigFile);
    expect(site.menu.map((link) => link.name)).toEqual([
      "Home",
      "Tours",
      "Records",
      "Lesson Plans",
      "FAQ",
      "About Us",
      "Support Us",
      "Merchandise",
      "Our Sponsors",
    ]);
    expect(site.menu.filter((link) => link.external).map((link) => link.name)).toEqual([
      "Support Us",
      "Merchandise",
    ]);
    expect(site.sponsors).toHaveLength(20);
    for (const band of site.lessonPlans.gradeBands) expect(band.documents).toHaveLength(12);
  });

  it("explains what is wrong with a broken file", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "site-")), "site.json");
    fs.writeFileSync(file, JSON.stringify({ siteName: "", menu: [] }));
    expect(() => loadSiteConfig(file)).toThrow(/siteName[\s\S]*menu/);
    fs.writeFileSync(file, "{ not json");
    expect(() => loadSiteConfig(file)).toThrow(/Cannot read the site configuration/);
  });
});
