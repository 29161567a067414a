import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ALLOCATOR_ENV, HEAP_FLAGS } from "./cluster.js";
import { cacheBudget, loadConfig } from "./config.js";

describe("configuration", () => {
  it("has working defaults for a fresh machine", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toMatch(/^sqlite:\/\/.*tours\.db$/);
    expect(config.uploadLimits).toEqual({
      Image: 15 * 1024 * 1024,
      Audio: 100 * 1024 * 1024,
      Video: 500 * 1024 * 1024,
    });
    expect(config.demoContent).toBe(true);
    expect(config.webConcurrency).toBe(1);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("starts its one process with the memory settings its forked processes get", () => {
    const scripts = (
      JSON.parse(fs.readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    const start = scripts.start!.slice(scripts.start!.indexOf("&&"));
    for (const [name, value] of Object.entries(ALLOCATOR_ENV))
      expect(start).toContain(`${name}=${value} `);
    for (const flag of HEAP_FLAGS) expect(start).toContain(` ${flag} `);
  });

  it("shares PAGE_CACHE_MB out among the app processes: half pages, a quarter lists and replays", () => {
    const MB = 1024 * 1024;
    const two = loadConfig({ PAGE_CACHE_MB: "64", WEB_CONCURRENCY: "2" });
    expect(cacheBudget(two)).toEqual({ pages: 16 * MB, lists: 8 * MB, replays: 8 * MB });
    const one = loadConfig({ PAGE_CACHE_MB: "64", WEB_CONCURRENCY: "1" });
    expect(cacheBudget(one)).toEqual({ pages: 32 * MB, lists: 16 * MB, replays: 16 * MB });
    const none = cacheBudget(loadConfig({ PAGE_CACHE_MB: "0" }));
    expect(none).toEqual({ pages: 0, lists: 0, replays: 0 });
  });

  it("reports every problem at once", () => {
    expect(() =>
      loadConfig({
        PORT: "http",
        ADMIN_EMAIL: "not-an-email",
        ADMIN_PASSWORD: "short",
        DEMO_CONTENT: "yes",
      }),
    ).toThrow(/PORT[\s\S]*ADMIN_EMAIL[\s\S]*ADMIN_PASSWORD[\s\S]*DEMO_CONTENT/);
  });

  it("wants the admin e-mail and password together", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "a@example.org" })).toThrow(/go together/);
  });

  it("serves a basemap only from a file that exists, and not next to a hosted style", () => {
    expect(loadConfig({}).mapPmtilesFile).toBeUndefined();
    expect(() => loadConfig({ MAP_PMTILES: "/nowhere/city.pmtiles" })).toThrow(
      /MAP_PMTILES: no such file/,
    );
    const file = import.meta.filename;
    expect(loadConfig({ MAP_PMTILES: file }).mapPmtilesFile).toBe(file);
    expect(() =>
      loadConfig({ MAP_PMTILES: file, MAP_STYLE_URL: "https://tiles.example.org/style.json" }),
    ).toThrow(/set one of them/);
  });
});
