import { sql } from "kysely";
import { MESSAGES } from "@tours/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LIMITS } from "../modules/auth/auth.service.js";
import { qrCodeBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";

describe.each(testEngines)("limits one client cannot get round, on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: "POST",
      url: "/dashboard/api/auth/login",
      payload: { email, password },
      remoteAddress: ip,
    });

  it.each([40, 200])(
    "checks only %i parallel wrong passwords up to the limit; the rest get 429",
    async (n) => {
      const email = `parallel-${n}@example.org`;
      await t.services.auth.createAccount(email, "the right password!");
      const answers = await Promise.all(
        Array.from({ length: n }, () => login(email, "a wrong guess", `10.${n}.0.1`)),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.pair.limit);
      expect(statuses.filter((s) => s === 429)).toHaveLength(n - SIGN_IN_LIMITS.pair.limit);
      const refused = answers.find((res) => res.statusCode === 429);
      expect(refused?.json().error).toEqual({
        code: "rate_limited",
        message: MESSAGES.tooManySignIns,
      });
    },
  );

  it("lets a staff member in from an address they used, whatever guesses come from elsewhere", async () => {
    const email = "owner@example.org";
    const home = "10.9.9.9";
    await t.services.auth.createAccount(email, "the right password!");
    expect((await login(email, "the right password!", home)).statusCode).toBe(200);
    const guesses = Array.from({ length: SIGN_IN_LIMITS.email.limit + 10 }, (_, i) =>
      login(email, "guess", `10.8.${Math.floor(i / 4)}.${i % 4}`),
    );
    const statuses = (await Promise.all(guesses)).map((res) => res.statusCode);
    // The first sign-in from home succeeded, so it gave its place under the ceiling back.
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.email.limit);
    expect((await login(email, "the right password!", home)).statusCode).toBe(200);
    expect((await login(email, "the right password!", "10.7.7.7")).statusCode).toBe(429);
  });

  it("never refuses an address for its successful sign-ins, only for its wrong guesses", async () => {
    const office = "10.5.0.1";
    const emails = ["desk-a@example.org", "desk-b@example.org"];
    for (const email of emails) await t.services.auth.createAccount(email, "the right password!");
    for (let i = 0; i < SIGN_IN_LIMITS.address.limit * 2; i++) {
      const email = emails[i % 2] ?? "";
      expect((await login(email, "the right password!", office)).statusCode).toBe(200);
    }
    const guesses = Array.from({ length: SIGN_IN_LIMITS.address.limit + 5 }, (_, i) =>
      login(`nobody-${i}@example.org`, "guess", office),
    );
    const statuses = (await Promise.all(guesses)).map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.address.limit);
    expect((await login(emails[0] ?? "", "the right password!", office)).statusCode).toBe(429);
    // Dozens of sign-ins, each an argon2 hash on purpose: slow on a busy two-core machine.
  }, 60_000);

  it("resets the pair's count when the right password is given", async () => {
    const email = "forgetful@example.org";
    await t.services.auth.createAccount(email, "the right password!");
    for (let i = 0; i < SIGN_IN_LIMITS.pair.limit - 1; i++) {
      expect((await login(email, "guess", "10.6.0.1")).statusCode).toBe(401);
    }
    expect((await login(email, "the right password!", "10.6.0.1")).statusCode).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.pair.limit; i++) {
      expect((await login(email, "guess", "10.6.0.1")).statusCode).toBe(401);
    }
  });

  const scanCount = async (codeId: string) => {
    await t.services.qrCodeScans.flush();
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from qr_code_scans where code_id = ${codeId}`.execute(t.db);
    return Number(rows[0]?.n);
  };

  it("counts at most one scan per code per address in 10 minutes, even in parallel", async () => {
    expect((await t.admin("POST", "/v2/codes", qrCodeBody({ id: "fort-negley" }))).statusCode).toBe(
      201,
    );
    const scan = (ip: string) => t.app.inject({ url: "/q/fort-negley", remoteAddress: ip });
    const answers = await Promise.all(Array.from({ length: 30 }, () => scan("10.5.0.1")));
    expect(answers.every((res) => res.statusCode === 302)).toBe(true);
    expect(await scanCount("fort-negley")).toBe(1);
    await scan("10.5.0.2");
    expect(await scanCount("fort-negley")).toBe(2);
  });

  it("answers every search, and counts one address's in the analytics at the /events pace", async () => {
    const search = () =>
      t.app.inject({ url: "/api/stops/searchKeyword?keyword=fort", remoteAddress: "10.4.0.1" });
    const statuses = await Promise.all(Array.from({ length: 300 }, search));
    expect(statuses.every((res) => res.statusCode === 200)).toBe(true);
    await t.app.inject({ url: "/api/stops/searchKeyword?keyword=fort", remoteAddress: "10.4.0.2" });
    await t.services.analytics.flush();
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from analytics_events where category = 'Search'`.execute(t.db);
    expect(Number(rows[0]?.n)).toBe(121);
  });
});
