import { describe, expect, it } from "vitest";
import type { RevisionReader } from "./content-revision.js";
import { createRevisionMemo } from "./revision-memo.js";

function fakeRevisions(start = 1) {
  let revision = start;
  const reader: RevisionReader = { read: async () => revision, fresh: () => revision };
  return { reader, bump: () => void revision++ };
}

describe("revision memo", () => {
  it("works a value out once per revision and key", async () => {
    const { reader, bump } = fakeRevisions();
    const memo = createRevisionMemo(reader);
    let builds = 0;
    const build = async () => ++builds;
    expect(await Promise.all([memo("a", build), memo("a", build)])).toEqual([1, 1]);
    expect(await memo("b", build)).toBe(2);
    bump();
    expect(await memo("a", build)).toBe(3);
    expect(await memo("a", build)).toBe(3);
  });

  it("keeps no failure: the next call tries again", async () => {
    const { reader } = fakeRevisions();
    const memo = createRevisionMemo(reader);
    await expect(memo("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memo("a", async () => "up")).toBe("up");
  });
});
