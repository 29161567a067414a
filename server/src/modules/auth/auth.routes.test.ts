import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@tours/shared";
import {
  createTestApp,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  testEngines,
  type TestApp,
} from "../../test/test-app.js";
import { SIGN_IN_LIMITS } from "./auth.service.js";

describe.each(testEngines)("staff sign-in on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip = "10.1.1.1") =>
    t.app.inject({
      method: "POST",
      url: "/dashboard/api/auth/login",
      payload: { email, password },
      remoteAddress: ip,
    });

  it("signs in, answers /me with either header, and signs out for good", async () => {
    const res = await login(STAFF_EMAIL.toUpperCase(), STAFF_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(user).toMatchObject({ email: STAFF_EMAIL, name: "Test Curator" });
    const viaLocal = await t.app.inject({
      url: "/dashboard/api/auth/me",
      headers: { "x-local-token": token },
    });
    expect(viaLocal.json().user.email).toBe(STAFF_EMAIL);
    const viaBearer = await t.app.inject({
      url: "/dashboard/api/auth/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaBearer.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/dashboard/api/auth/logout",
          headers: { "x-local-token": token },
        })
      ).statusCode,
    ).toBe(204);
    const after = await t.app.inject({
      url: "/dashboard/api/records",
      headers: { "x-local-token": token },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe(MESSAGES.noLoggedInUser);
  });

  it("keeps sessions in the database, so they survive a restart of the app", async () => {
    const { token } = (await login(STAFF_EMAIL, STAFF_PASSWORD)).json();
    const restarted = await t.services.auth.authenticate(token);
    expect(restarted?.email).toBe(STAFF_EMAIL);
  });

  it("rejects a wrong password and an unknown account with the same message", async () => {
    const wrong = await login(STAFF_EMAIL, "not the password", "10.2.2.2");
    const unknown = await login("nobody@example.org", "whatever", "10.2.2.2");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(MESSAGES.badCredentials);
    expect(unknown.json().error.message).toBe(MESSAGES.badCredentials);
  });

  it("rejects a malformed body with every field listed", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/dashboard/api/auth/login",
      payload: { email: "nope" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toEqual([
      "email",
      "password",
    ]);
  });

  it("rejects a garbage token", async () => {
    const res = await t.app.inject({
      url: "/dashboard/api/auth/me",
      headers: { "x-local-token": "forged" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("limits failed attempts per e-mail from new addresses, then says so clearly", async () => {
    const email = "target@example.org";
    await t.services.auth.createAccount(email, "the right password!");
    for (let i = 0; i < SIGN_IN_LIMITS.email.limit; i++) {
      expect((await login(email, "guess", `10.3.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(email, "the right password!", "10.3.1.1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({
      code: "rate_limited",
      message: MESSAGES.tooManySignIns,
    });
  });

  it("limits failed attempts per address across many e-mails", async () => {
    const ip = "10.4.4.4";
    for (let i = 0; i < 20; i++) await login(`user${i}@example.org`, "guess", ip);
    const res = await login(STAFF_EMAIL, STAFF_PASSWORD, ip);
    expect(res.statusCode).toBe(429);
    expect((await login(STAFF_EMAIL, STAFF_PASSWORD, "10.4.4.5")).statusCode).toBe(200);
  });

  it("signs every session out when the password is reset", async () => {
    const email = "reset@example.org";
    await t.services.auth.createAccount(email, "first password!");
    const { token } = (await login(email, "first password!", "10.5.5.5")).json();
    await t.services.auth.resetPassword(email, "second password!");
    expect(await t.services.auth.authenticate(token)).toBeUndefined();
    expect((await login(email, "second password!", "10.5.5.5")).statusCode).toBe(200);
  });
});
