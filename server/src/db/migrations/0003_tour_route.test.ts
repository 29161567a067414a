/** The route migration adds a nullable column and its down step takes it away again. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../database.js";
import { migrateToLatest } from "../migrator.js";
import { down, up } from "./0003_tour_route.js";

describe("0003_tour_route on SQLite", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tours-migration-"));
  const handle = openDatabase(`sqlite://${path.join(dir, "m.db")}`);
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const columns = async () =>
    (await sql<{ name: string }>`pragma table_info(tours)`.execute(handle.db)).rows.map(
      (c) => c.name,
    );

  it("adds tours.route, and down removes it and up adds it back", async () => {
    await migrateToLatest(handle.db);
    expect(await columns()).toContain("route");
    await down(handle.db);
    expect(await columns()).not.toContain("route");
    await up(handle.db);
    expect(await columns()).toContain("route");
  });
});
