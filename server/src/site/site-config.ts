/** Reads and checks the site's own description (menu, outside links, sponsors, lesson plans). */
import fs from "node:fs";
import { siteConfig, type SiteConfig } from "@tours/shared";

export function loadSiteConfig(file: string): SiteConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`Cannot read the site configuration ${file}: ${(error as Error).message}`);
  }
  const parsed = siteConfig.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`The site configuration ${file} is not valid:\n${lines.join("\n")}`);
  }
  return Object.freeze(parsed.data);
}
