import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";

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
    expect(Object.isFrozen(config)).toBe(true);
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
});
