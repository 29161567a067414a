import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_EMAIL, ensureStaffAccount } from "./bootstrap.js";
import { loadConfig } from "./config.js";
import { createTestApp, STAFF_EMAIL, testEngines, type TestApp } from "./test/test-app.js";

describe.each(testEngines)("the staff account made at start on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.services.auth.removeAccount(STAFF_EMAIL);
  });
  afterAll(() => t.close());

  it("is created with a random password, shown once, when there is no account", async () => {
    const hint = await ensureStaffAccount(t.services, t.config);
    expect(hint?.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(hint?.generatedPassword).toMatch(/^[\w-]{16}$/);
    const session = await t.services.auth.login(
      DEFAULT_ADMIN_EMAIL,
      hint!.generatedPassword!,
      "127.0.0.1",
    );
    expect(session.user.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(await ensureStaffAccount(t.services, t.config)).toBeUndefined();
  });

  it("follows ADMIN_EMAIL and ADMIN_PASSWORD, also when the password changes", async () => {
    const env = { DATA_DIR: t.config.dataDir, ADMIN_EMAIL: "Director@Example.org" };
    await ensureStaffAccount(t.services, loadConfig({ ...env, ADMIN_PASSWORD: "first-password" }));
    await ensureStaffAccount(t.services, loadConfig({ ...env, ADMIN_PASSWORD: "second-password" }));
    await expect(
      t.services.auth.login("director@example.org", "first-password", "127.0.0.2"),
    ).rejects.toThrow();
    const session = await t.services.auth.login(
      "director@example.org",
      "second-password",
      "127.0.0.2",
    );
    expect(session.user.email).toBe("director@example.org");
  });
});
