/** Every table of the schema is either backed up or knowingly left out. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testEngines, type TestApp } from "../test/test-app.js";
import { createBackupRepository } from "./backup.repository.js";
import { BACKUP_TABLES, tablesToBackUp } from "./backup-tables.js";

describe.each(testEngines)("backed-up tables on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it("places every table of the migrated schema", async () => {
    const present = await createBackupRepository(t.db, engine).tables();
    expect(tablesToBackUp(present)).toEqual([...BACKUP_TABLES]);
  });

  it("refuses a table nobody placed, so a new one cannot be left out unseen", () => {
    expect(() => tablesToBackUp(["tours", "guest_book"])).toThrow(/guest_book has no place/);
  });
});
