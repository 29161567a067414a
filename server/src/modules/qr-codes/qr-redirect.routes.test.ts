import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qrCodeBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";

describe.each(testEngines)("QR code sign addresses /q/{id} on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const createCode = async (redirectUrl: string) => {
    const res = await t.admin("POST", "/v2/codes", qrCodeBody({ redirectUrl }));
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; version: number };
  };
  const scansOf = async (codeId: string) => {
    await t.services.qrCodeScans.flush();
    return t.db.selectFrom("qr_code_scans").selectAll().where("code_id", "=", codeId).execute();
  };

  it("sends the visitor to the code's landing page, uncached, and counts one row per visitor's scan", async () => {
    const code = await createCode("/landing/walking-tours/fort-negley");
    const first = await t.app.inject({ url: `/q/${code.id}` });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("/landing/walking-tours/fort-negley");
    expect(first.headers["cache-control"]).toBe("no-store");
    await t.app.inject({ url: `/q/${code.id}`, remoteAddress: "10.1.2.3" });

    const rows = await scansOf(code.id);
    expect(rows).toHaveLength(2);
    // Nothing about the visitor: the code and the time, nothing else.
    expect(Object.keys(rows[0]!).sort()).toEqual(["code_id", "id", "scanned_at"]);
    expect(Date.now() - Date.parse(rows[0]!.scanned_at)).toBeLessThan(60_000);
  });

  it("dates a scan a phone kept offline when it was made, if within the last week", async () => {
    const code = await createCode("/records");
    const madeAt = new Date(Date.now() - 5 * 3_600_000).toISOString();
    const scan = (remoteAddress: string, scannedAt: string) =>
      t.app.inject({ url: `/q/${code.id}`, remoteAddress, headers: { "x-scanned-at": scannedAt } });
    expect((await scan("10.9.0.1", madeAt)).statusCode).toBe(302);
    // Too old to be believed, in the future, or not a time: counted as made now.
    const sentAt = Date.now();
    await scan("10.9.0.2", new Date(Date.now() - 8 * 24 * 3_600_000).toISOString());
    await scan("10.9.0.3", new Date(Date.now() + 3_600_000).toISOString());
    const garbled = await scan("10.9.0.4", "yesterday");
    expect(garbled.statusCode).toBe(302);

    const times = (await scansOf(code.id)).map((row) => row.scanned_at).sort();
    expect(times).toHaveLength(4);
    expect(times[0]).toBe(madeAt);
    for (const at of times.slice(1)) {
      expect(Date.parse(at)).toBeGreaterThanOrEqual(sentAt - 1_000);
      expect(Date.parse(at)).toBeLessThanOrEqual(Date.now());
    }
  });

  it("follows the code's current address and sends http(s) addresses as they are", async () => {
    const code = await createCode("https://example.org/old");
    expect((await t.app.inject({ url: `/q/${code.id}` })).headers.location).toBe(
      "https://example.org/old",
    );
    const moved = await t.admin("PUT", `/v2/codes/${code.id}`, {
      ...qrCodeBody({ id: code.id }),
      redirectUrl: "https://example.org/new?from=sign",
      version: code.version,
    });
    expect(moved.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/q/${code.id}` })).headers.location).toBe(
      "https://example.org/new?from=sign",
    );
  });

  it("does not count HEAD requests from link checkers", async () => {
    const code = await createCode("/records");
    const head = await t.app.inject({ method: "HEAD", url: `/q/${code.id}` });
    expect(head.statusCode).toBe(302);
    expect(await scansOf(code.id)).toHaveLength(0);
  });

  it("answers 'No QR code found' for an unknown code: JSON, or a page for browsers", async () => {
    const json = await t.app.inject({ url: "/q/no-such-code" });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ error: { code: "not_found", message: "No QR code found" } });

    const page = await t.app.inject({
      url: "/q/no-such-code",
      headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("<h1>No QR code found</h1>");
    expect(page.body).toContain('href="/tours"');
    // Styled as the site, by a stylesheet the page's own policy allows (it refuses style="…").
    expect(page.body).not.toContain("style=");
    const nonce = /<style nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.headers["content-security-policy"]).toContain(`'nonce-${nonce}'`);
    expect(page.headers["content-security-policy"]).toContain("style-src-attr 'none'");
  });

  it("never redirects to another site disguised as a path or to a non-web address", async () => {
    // The API refuses "//host"; a row stored before that rule (or edited by hand) is still refused.
    const refused = await t.admin(
      "POST",
      "/v2/codes",
      qrCodeBody({ redirectUrl: "//evil.example" }),
    );
    expect(refused.statusCode).toBe(400);
    const disguised = await createCode("/records");
    const stored = await createCode("/records");
    for (const [id, url] of [
      [disguised.id, "//evil.example/landing"],
      [stored.id, "javascript:alert(1)"],
    ] as const) {
      await t.db.updateTable("qr_codes").set({ redirect_url: url }).where("id", "=", id).execute();
    }

    for (const id of [disguised.id, stored.id]) {
      const res = await t.app.inject({ url: `/q/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers.location).toBeUndefined();
      expect(res.json().error.message).toBe("This QR code does not lead to a web page");
      expect(await scansOf(id)).toHaveLength(0);
    }
  });

  it("drops the scans of a deleted code, including scans still waiting to be written", async () => {
    const kept = await createCode("/tours");
    const deleted = await createCode("/tours");
    await t.app.inject({ url: `/q/${deleted.id}` });
    expect(await scansOf(deleted.id)).toHaveLength(1);

    await t.app.inject({ url: `/q/${deleted.id}` });
    await t.app.inject({ url: `/q/${kept.id}` });
    expect((await t.admin("DELETE", `/v2/codes/${deleted.id}`)).statusCode).toBe(204);

    expect(await scansOf(kept.id)).toHaveLength(1);
    expect(await scansOf(deleted.id)).toHaveLength(0);
    const orphans = await sql<{ n: string }>`
      select count(*) as n from qr_code_scans s
      where not exists (select 1 from qr_codes c where c.id = s.code_id)`.execute(t.db);
    expect(Number(orphans.rows[0]?.n)).toBe(0);
  });
});
