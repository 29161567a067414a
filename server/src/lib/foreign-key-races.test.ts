/**
 * Saves that name a tour or record another request deletes meanwhile (and deletes of an item
 * that starts to be used meanwhile) end in a foreign-key violation: 409 `conflict` with the
 * documented body on both engines, never 500, and nothing half-saved. Each race is replayed
 * exactly by deleting the item right after the service's own check, and the featured-tours race
 * is also run for real.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody, stopBody, tourBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";
import { REFERS_TO_DELETED, STILL_IN_USE } from "./foreign-key-violation.js";

describe.each(testEngines)("foreign-key races on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const newTour = async (id?: string) => {
    const body = tourBody(id ? { id } : {});
    expect((await t.admin("POST", "/tours", body)).statusCode).toBe(201);
    return body.id;
  };
  const newRecord = async () => {
    const body = recordBody();
    expect((await t.admin("POST", "/records", body)).statusCode).toBe(201);
    return body.id;
  };
  const deleteRow = (table: "tours" | "records", id: string) =>
    t.db.deleteFrom(table).where("id", "=", id).execute();
  const rowExists = async (table: "tours" | "records" | "stops", id: string) =>
    (await t.db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst()) !==
    undefined;

  /** Runs `work` with `repo[method]` deleting a row right after it answered (the race's gap). */
  async function deletingAfter<R extends object, K extends keyof R>(
    repo: R,
    method: K,
    remove: () => Promise<unknown>,
    work: () => Promise<void>,
  ) {
    const original = repo[method] as (...args: unknown[]) => Promise<unknown>;
    repo[method] = (async (...args: unknown[]) => {
      const answer = await original.apply(repo, args);
      await remove();
      return answer;
    }) as R[K];
    try {
      await work();
    } finally {
      repo[method] = original as R[K];
    }
  }

  const expectConflict = (res: { statusCode: number; json: () => unknown }, message: string) => {
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: "conflict", message } });
  };

  it("featured tours naming a tour deleted meanwhile: 409, the list unchanged", async () => {
    const kept = await newTour();
    expect((await t.admin("POST", "/featuredTours", { featuredTours: [kept] })).statusCode).toBe(
      200,
    );
    const doomed = await newTour();
    await deletingAfter(
      t.data.repos.tours,
      "existingIds",
      () => deleteRow("tours", doomed),
      async () => {
        const res = await t.admin("POST", "/featuredTours", { featuredTours: [kept, doomed] });
        expectConflict(res, REFERS_TO_DELETED);
      },
    );
    expect(await t.services.settings.featuredTours()).toEqual([kept]);
  });

  it.each([
    ["a stop added to a tour deleted meanwhile", "tours", "exists"],
    ["a stop naming a record deleted meanwhile", "records", "existingIds"],
  ] as const)("%s: 409, no stop", async (_name, table, check) => {
    const record = await newRecord();
    const tour = await newTour();
    const stop = stopBody(tour, record);
    const repo = table === "tours" ? t.data.repos.tours : t.data.repos.records;
    await deletingAfter(
      repo,
      check,
      () => deleteRow(table, table === "tours" ? tour : record),
      async () => expectConflict(await t.admin("POST", "/stops", stop), REFERS_TO_DELETED),
    );
    expect(await rowExists("stops", stop.id)).toBe(false);
  });

  it("a tour saved with its stops naming a record deleted meanwhile: 409, nothing saved", async () => {
    const record = await newRecord();
    const tour = tourBody();
    const stops = [stopBody(tour.id, record)];
    await deletingAfter(
      t.data.repos.records,
      "existingIds",
      () => deleteRow("records", record),
      async () =>
        expectConflict(
          await t.admin("PUT", `/tours/${tour.id}/with-stops`, { tour, stops }),
          REFERS_TO_DELETED,
        ),
    );
    expect(await rowExists("tours", tour.id)).toBe(false);
  });

  it("a record deleted while a stop starts to use it: 409, the record stays", async () => {
    const record = await newRecord();
    const tour = await newTour();
    expect((await t.admin("POST", "/stops", stopBody(tour, record))).statusCode).toBe(201);
    // The service's own check ("used by stops on these tours") saw no stop: the race's gap.
    const repo = t.data.repos.records;
    const toursUsing = repo.toursUsing;
    repo.toursUsing = async () => [];
    try {
      expectConflict(await t.admin("DELETE", `/records/${record}`), STILL_IN_USE);
    } finally {
      repo.toursUsing = toursUsing;
    }
    expect(await rowExists("records", record)).toBe(true);
  });

  it("featured tours saved while the tour is deleted, for real: never a 500", async () => {
    for (let round = 0; round < 8; round++) {
      const id = await newTour(`ft-x-${round}`);
      const [save, remove] = await Promise.all([
        t.admin("POST", "/featuredTours", { featuredTours: [id] }),
        t.admin("DELETE", `/tours/${id}`),
      ]);
      expect(remove.statusCode).toBe(204);
      expect([200, 400, 409], save.body).toContain(save.statusCode);
      if (save.statusCode !== 200)
        expect(save.json().error.code).toMatch(/^(validation_failed|conflict)$/);
      expect(await t.services.settings.featuredTours()).not.toContain(id);
    }
  });
});
