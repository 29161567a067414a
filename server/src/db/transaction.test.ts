import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { constraintKind } from "../lib/errors.js";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";

const member = (titleLine: string) => ({
  title_line: titleLine,
  bio: "<p>Bio</p>",
  sort_order: 0,
  image_src: "",
  image_alt: "",
});

describe.each(testEngines)("transaction(work) on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const staffRow = (id: string) => t.data.repos.staff.findById(id);
  const now = () => new Date().toISOString();

  it("commits every write of the work when it resolves, and answers what it returned", async () => {
    const id = randomUUID();
    const before = await t.data.repos.revision.current();
    const answer = await t.data.transaction(async (tx) => {
      await tx.staff.insert(id, member("Committed"), now());
      await tx.revision.increment();
      return "done";
    });
    expect(answer).toBe("done");
    expect((await staffRow(id))?.title_line).toBe("Committed");
    expect(await t.data.repos.revision.current()).toBe(before + 1);
  });

  it("hands the work repositories that read its own writes before they are committed", async () => {
    const id = randomUUID();
    const seen = await t.data.transaction(async (tx) => {
      await tx.staff.insert(id, member("Seen inside"), now());
      return (await tx.staff.findById(id))?.title_line;
    });
    expect(seen).toBe("Seen inside");
  });

  it("rolls every write back when the work throws, and rethrows that very error", async () => {
    const id = randomUUID();
    const before = await t.data.repos.revision.current();
    const failure = new Error("changed my mind");
    await expect(
      t.data.transaction(async (tx) => {
        await tx.staff.insert(id, member("Rolled back"), now());
        await tx.revision.increment();
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await staffRow(id)).toBeUndefined();
    expect(await t.data.repos.revision.current()).toBe(before);
  });

  it("rolls the earlier writes back when a later one breaks a unique constraint", async () => {
    const first = randomUUID();
    const taken = randomUUID();
    await t.data.repos.staff.insert(taken, member("Already there"), now());
    const error = await t.data
      .transaction(async (tx) => {
        await tx.staff.insert(first, member("Written first"), now());
        await tx.staff.insert(taken, member("Same id again"), now());
      })
      .catch((caught: unknown) => caught);
    expect(constraintKind(error)).toBe("unique");
    expect(await staffRow(first)).toBeUndefined();
    expect((await staffRow(taken))?.title_line).toBe("Already there");
  });

  it("leaves the database usable after a rollback", async () => {
    const id = randomUUID();
    await t.data.transaction(async (tx) => tx.staff.insert(id, member("Afterwards"), now()));
    expect((await staffRow(id))?.title_line).toBe("Afterwards");
  });
});
