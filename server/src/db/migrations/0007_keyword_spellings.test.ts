/** The keyword index swap keeps keyword search and the keyword list working both ways. */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBody } from "@tours/shared/testing";
import { createTestApp, testEngines, type TestApp } from "../../test/test-app.js";
import { down, up } from "./0007_keyword_spellings.js";

describe.each(testEngines)("0007_keyword_spellings on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.services.records.create(recordBody({ Keyword: ["Music", "Civil War"] }));
  });
  afterAll(() => t.close());

  const indexes = async () => {
    const query =
      engine === "postgres"
        ? sql<{ name: string }>`select indexname as name from pg_indexes
            where tablename = 'record_keywords' and schemaname = current_schema()`
        : sql<{ name: string }>`select name from sqlite_master
            where type = 'index' and tbl_name = 'record_keywords'`;
    return (await query.execute(t.db)).rows
      .map((row) => row.name)
      .filter((n) => n.endsWith("_idx"));
  };

  it("replaces the lower-case index with the spelling index; down puts the old one back", async () => {
    expect(await indexes()).toEqual(["record_keywords_spelling_idx"]);
    await down(t.db);
    expect(await indexes()).toEqual(["record_keywords_lower_idx"]);
    expect(await t.services.keywords.list()).toEqual(["Civil War", "Music"]);
    await up(t.db);
    expect(await indexes()).toEqual(["record_keywords_spelling_idx"]);
    expect(await t.services.keywords.mostUsed({ q: "mus", limit: 5 })).toEqual(["Music"]);
  });
});
