import { describe, expect, it, vi } from "vitest";
import { createUpdateState } from "./update-state";

describe("update state", () => {
  it("is ready once a version waits, and applies it once however often Reload is tapped", () => {
    const state = createUpdateState();
    const changed = vi.fn();
    state.subscribe(changed);
    expect(state.isReady()).toBe(false);
    state.apply();
    const apply = vi.fn();
    state.ready(apply);
    expect(state.isReady()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    state.apply();
    state.apply();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(state.isReady()).toBe(false);
  });

  it("ignores a later version once one is being applied (the page is reloading)", () => {
    const state = createUpdateState();
    state.ready(() => {});
    state.apply();
    const later = vi.fn();
    state.ready(later);
    state.apply();
    expect(later).not.toHaveBeenCalled();
  });
});
