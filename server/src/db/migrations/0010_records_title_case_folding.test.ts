/** An archive whose title index SQLite's own lower() built finds accented titles once migrated. */
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";
import { createRecordsRepository } from "../../modules/records/records.repository.js";
import { up } from "./0010_records_title_case_folding.js";

describe.each(testEngines)("0010_records_title_case_folding on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.services.records.create(recordBody({ Title: "Église Saint-Pierre" }));
  });
  afterAll(() => t.close());

  const matching = async (q: string) => {
    const page = await createRecordsRepository(t.db).titlePage({ q, placed: false }, 50, 0);
    return page.rows.map((row) => row.title);
  };

  it("builds the title index again with lower() folding every letter", async () => {
    if (engine === "sqlite") {
      // The index as an older version left it: built with SQLite's own lower(), A–Z only.
      const plain = new SQLite(t.config.databaseUrl.slice("sqlite://".length));
      plain.exec("reindex records_title_order_idx");
      plain.close();
      expect(await matching("égl")).toEqual([]);
    }
    await up(t.db);
    expect(await matching("égl")).toEqual(["Église Saint-Pierre"]);
    expect(await matching("ÉGL")).toEqual(["Église Saint-Pierre"]);
  });
});
