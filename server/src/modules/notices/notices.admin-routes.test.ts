/** The notices' admin API, their public list, and the content revision their writes move. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noticeBody } from "@tours/shared/testing";
import { CONTENT_TABLES } from "../../backup/backup-tables.js";
import { createRevisionReader } from "../../lib/content-revision.js";
import { createRevisionMemo } from "../../lib/revision-memo.js";
import { loadSiteConfig } from "../../site/site-config.js";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";
import { createPublicApi, type PublicApi } from "../../web/public-api.js";

describe.each(testEngines)("notices admin API on %s", (engine) => {
  let t: TestApp;
  let api: PublicApi;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const memo = createRevisionMemo(createRevisionReader(t.data.repos.revision));
    api = createPublicApi(t.services, loadSiteConfig(t.config.siteConfigFile), "", memo);
  });
  afterAll(() => t.close());

  const revision = () => t.data.repos.revision.current();
  const issuePaths = (res: { json(): { error: { issues: { path: string }[] } } }) =>
    res.json().error.issues.map((issue) => issue.path);

  it("backs the notices up as content", () => {
    expect(CONTENT_TABLES).toContain("notices");
  });

  it("rejects anonymous calls", async () => {
    expect((await t.app.inject({ url: "/dashboard/api/notices" })).statusCode).toBe(401);
    const post = await t.app.inject({
      method: "POST",
      url: "/dashboard/api/notices",
      payload: noticeBody(),
    });
    expect(post.statusCode).toBe(401);
  });

  it("creates notices, shown unless said otherwise, and lists them by title in any case", async () => {
    const tag = randomUUID().slice(0, 8);
    const b = await t.admin("POST", "/notices", {
      id: randomUUID(),
      title: `${tag} B closed`,
      message: "  Closed for repairs.  ",
    });
    const a = await t.admin("POST", "/notices", noticeBody({ title: `${tag} a detour` }));
    expect(b.statusCode).toBe(201);
    expect(b.json()).toMatchObject({ message: "Closed for repairs.", link: "", shown: true });
    expect(b.json().version).toBe(1);
    const titles = (await t.admin("GET", "/notices"))
      .json()
      .map((notice: { title: string }) => notice.title)
      .filter((title: string) => title.startsWith(tag));
    expect(titles).toEqual([`${tag} a detour`, `${tag} B closed`]);
    expect(a.json().link).toBe("/tours");
  });

  it("refuses missing and over-long text, naming each field", async () => {
    const missing = await t.admin("POST", "/notices", { id: randomUUID(), title: " " });
    expect(missing.statusCode).toBe(400);
    expect(issuePaths(missing)).toEqual(expect.arrayContaining(["title", "message"]));
    const long = await t.admin(
      "POST",
      "/notices",
      noticeBody({ title: "t".repeat(121), message: "m".repeat(501) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.issues).toEqual(
      expect.arrayContaining([
        { path: "title", message: "Use at most 120 characters" },
        { path: "message", message: "Use at most 500 characters" },
      ]),
    );
    const longest = noticeBody({ title: "t".repeat(120), message: "m".repeat(500) });
    expect((await t.admin("POST", "/notices", longest)).statusCode).toBe(201);
  });

  it("refuses a NUL, a link off the site or not to a web page, and a shown that is not yes or no", async () => {
    const nul = await t.admin("POST", "/notices", noticeBody({ message: "Closed\u0000today" }));
    expect(nul.statusCode).toBe(400);
    expect(issuePaths(nul)).toEqual(["message"]);
    for (const link of ["//evil.example", "javascript:alert(1)", "/\\evil.example", "tours"]) {
      const res = await t.admin("POST", "/notices", noticeBody({ link }));
      expect(res.statusCode, link).toBe(400);
      expect(issuePaths(res), link).toEqual(["link"]);
    }
    const shown = await t.admin("POST", "/notices", { ...noticeBody(), shown: "yes" });
    expect(shown.statusCode).toBe(400);
    expect(issuePaths(shown)).toEqual(["shown"]);
    const https = await t.admin("POST", "/notices", noticeBody({ link: "https://example.org/x" }));
    expect(https.statusCode).toBe(201);
  });

  it("updates with version checks and deletes; an unknown id is a 404", async () => {
    const saved = (await t.admin("POST", "/notices", noticeBody())).json();
    const url = `/notices/${saved.id}`;
    const hidden = await t.admin("PUT", url, { ...saved, shown: false });
    expect(hidden.json()).toMatchObject({ shown: false, version: 2 });
    const stale = await t.admin("PUT", url, { ...saved, title: "Mine" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("stale_version");
    const elsewhere = await t.admin("PUT", url, { ...saved, id: randomUUID(), version: 2 });
    expect(elsewhere.statusCode).toBe(400);
    const unknown = noticeBody();
    expect((await t.admin("PUT", `/notices/${unknown.id}`, unknown)).statusCode).toBe(404);
    expect((await t.admin("POST", "/notices", { ...saved, version: undefined })).statusCode).toBe(
      409,
    );
    expect((await t.admin("DELETE", url)).statusCode).toBe(204);
    expect((await t.admin("DELETE", url)).statusCode).toBe(404);
    expect((await t.admin("PUT", url, { ...saved, version: 2 })).statusCode).toBe(404);
  });

  it("moves the content revision with each write, so cached pages show the change", async () => {
    const before = await revision();
    const saved = (await t.admin("POST", "/notices", noticeBody())).json();
    expect(await revision()).toBe(before + 1);
    const url = `/notices/${saved.id}`;
    await t.admin("PUT", url, { ...saved, shown: false });
    expect(await revision()).toBe(before + 2);
    // A refused write moves nothing.
    expect((await t.admin("PUT", url, saved)).statusCode).toBe(409);
    expect(await revision()).toBe(before + 2);
    await t.admin("DELETE", url);
    expect(await revision()).toBe(before + 3);
  });

  it("gives page loaders the shown notices only, anew after each save", async () => {
    const body = noticeBody({ title: `Detour ${randomUUID()}` });
    const onSite = async () => (await api.notices()).filter((n) => n.title === body.title);
    expect(await onSite()).toEqual([]);
    const saved = (await t.admin("POST", "/notices", body)).json();
    expect(await onSite()).toEqual([
      { id: body.id, title: body.title, message: body.message, link: body.link },
    ]);
    await t.admin("PUT", `/notices/${saved.id}`, { ...saved, shown: false });
    expect(await onSite()).toEqual([]);
  });
});
