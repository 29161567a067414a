import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Each test gets a fresh module: "the admin cache exists" is module state.
async function load() {
  vi.resetModules();
  return import("./early-request");
}

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("early admin requests", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    const store = new Map([["admin-token", "t0ken"]]);
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
    fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("hands the screen the request started by the route, without asking twice", async () => {
    const { requestEarly, takeEarly } = await load();
    fetchMock.mockResolvedValueOnce(answer(["a", "b"]));
    requestEarly("/records");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(takeEarly("/records")).resolves.toEqual(["a", "b"]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks again when the early request failed, so the screen sees the real answer", async () => {
    const { requestEarly, takeEarly } = await load();
    fetchMock
      .mockRejectedValueOnce(new TypeError("offline"))
      .mockResolvedValueOnce(answer({ ok: true }));
    requestEarly("/tours/7");
    await expect(takeEarly("/tours/7")).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("starts nothing once the admin cache exists, or without a sign-in", async () => {
    const { markAdminCacheCreated, requestEarly } = await load();
    markAdminCacheCreated();
    requestEarly("/records");
    expect(fetchMock).not.toHaveBeenCalled();

    const fresh = await load();
    localStorage.removeItem("admin-token");
    fresh.requestEarly("/records");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
