/**
 * For the admin API's unit tests: a browser signed in with the token "t0ken" (a localStorage kept
 * in a Map) and a fetch mock, both put back after each test.
 */
import { afterEach, beforeEach, vi } from "vitest";

export function signedInBrowser() {
  const state = {
    fetchMock: vi.fn(),
    store: new Map<string, string>(),
  };
  beforeEach(() => {
    const store = new Map([["admin-token", "t0ken"]]);
    state.store = store;
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
    state.fetchMock = vi.fn();
    vi.stubGlobal("fetch", state.fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return state;
}
