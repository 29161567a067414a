import { ApiError, MESSAGES } from "@tours/shared/browser";
import { describe, expect, it, vi } from "vitest";
import { signedInBrowser } from "./signed-in-browser.testing";
import { adminRequest, onSignedOut } from "./admin-api";

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The error adminRequest rejects with. */
const failure = (path = "/tours/1") =>
  adminRequest(path).then(
    () => expect.fail("the call should have failed"),
    (error: unknown) => error as ApiError,
  );

describe("admin API errors", () => {
  const browser = signedInBrowser();

  it("tells a stale version from a taken slug by code, both 409", async () => {
    browser.fetchMock.mockResolvedValueOnce(
      json({ error: { code: "stale_version", message: MESSAGES.staleVersion } }, 409),
    );
    const stale = await failure();
    expect(stale).toBeInstanceOf(ApiError);
    expect(stale).toMatchObject({ status: 409, code: "stale_version", issues: [] });

    const issue = { path: "tour.slug", message: "Another tour already uses this slug" };
    browser.fetchMock.mockResolvedValueOnce(
      json({ error: { code: "taken", message: issue.message, issues: [issue] } }, 409),
    );
    expect(await failure()).toMatchObject({ status: 409, code: "taken", issues: [issue] });
  });

  it("gives an answer without a readable body the code of its status", async () => {
    browser.fetchMock.mockResolvedValueOnce(
      new Response("<html>Bad gateway</html>", { status: 502 }),
    );
    expect(await failure()).toMatchObject({
      status: 502,
      code: "unavailable",
      message: "The server answered 502.",
    });
    browser.fetchMock.mockResolvedValueOnce(
      json({ error: { code: "brand_new", message: "Hm" } }, 404),
    );
    expect(await failure()).toMatchObject({ code: "not_found", message: "Hm" });
  });

  it("answers a request that got no answer with code network, status 0", async () => {
    browser.fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await failure()).toMatchObject({
      status: 0,
      code: "network",
      message: MESSAGES.unreachable,
    });
  });

  it("ends the session on a 401, with code unauthenticated", async () => {
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    browser.fetchMock.mockResolvedValueOnce(
      json({ error: { code: "unauthenticated", message: "x" } }, 401),
    );
    expect(await failure()).toMatchObject({ status: 401, code: "unauthenticated" });
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(browser.store.has("admin-token")).toBe(false);
    expect(await failure()).toMatchObject({ code: "unauthenticated" });
    expect(browser.fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });
});
