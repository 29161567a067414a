import { describe, expect, it, vi } from "vitest";
import { signedInBrowser } from "./signed-in-browser.testing";

// Each test gets a fresh module: "the admin cache exists" is module state.
async function load() {
  vi.resetModules();
  return import("./early-request");
}

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("early admin requests", () => {
  const browser = signedInBrowser();

  it("hands the screen the request started by the route, without asking twice", async () => {
    const { requestEarly, takeEarly } = await load();
    browser.fetchMock.mockResolvedValueOnce(answer(["a", "b"]));
    requestEarly("/records");
    expect(browser.fetchMock).toHaveBeenCalledTimes(1);
    await expect(takeEarly("/records")).resolves.toEqual(["a", "b"]);
    expect(browser.fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks again when the early request failed, so the screen sees the real answer", async () => {
    const { requestEarly, takeEarly } = await load();
    browser.fetchMock
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(answer({ ok: true }));
    requestEarly("/tours/7");
    await expect(takeEarly("/tours/7")).resolves.toEqual({ ok: true });
    expect(browser.fetchMock).toHaveBeenCalledTimes(2);
  });

  it("starts nothing once the admin cache exists, or without a sign-in", async () => {
    const { markAdminCacheCreated, requestEarly } = await load();
    markAdminCacheCreated();
    requestEarly("/records");
    expect(browser.fetchMock).not.toHaveBeenCalled();

    const fresh = await load();
    localStorage.removeItem("admin-token");
    fresh.requestEarly("/records");
    expect(browser.fetchMock).not.toHaveBeenCalled();
  });
});
