import { describe, expect, it } from "vitest";
import { z } from "zod";
import { versionedCrud } from "./versioned-crud.js";

interface NoteRow {
  id: string;
  title: string;
  version: number;
}

/** The repository's contract, kept in memory. */
function memoryRows() {
  const rows = new Map<string, NoteRow>();
  return {
    findById: async (id: string) => rows.get(id),
    insert: async (id: string, columns: { title: string }) => {
      rows.set(id, { id, ...columns, version: 1 });
    },
    update: async (id: string, columns: { title: string }, expected: number | undefined) => {
      const row = rows.get(id);
      if (!row || (expected !== undefined && row.version !== expected)) {
        return { numUpdatedRows: 0n };
      }
      rows.set(id, { ...row, ...columns, version: row.version + 1 });
      return { numUpdatedRows: 1n };
    },
    delete: async (id: string) => ({ numDeletedRows: rows.delete(id) ? 1n : 0n }),
    list: async () => [...rows.values()],
  };
}

const noteInput = z.object({
  id: z.string(),
  title: z.string().min(1),
  version: z.number().optional(),
});

const notes = () =>
  versionedCrud(memoryRows(), {
    what: "Note",
    input: noteInput,
    present: (row) => ({ id: row.id, title: row.title, version: row.version }),
    columns: (input) => ({ title: input.title }),
  });

describe("versionedCrud", () => {
  it("creates, updates with the version, lists and removes", async () => {
    const crud = notes();
    expect(await crud.create({ id: "a", title: "First" })).toEqual({
      id: "a",
      title: "First",
      version: 1,
    });
    expect(await crud.update("a", { id: "a", title: "Again", version: 1 })).toMatchObject({
      title: "Again",
      version: 2,
    });
    expect(await crud.list()).toEqual([{ id: "a", title: "Again", version: 2 }]);
    await crud.remove("a");
    expect(await crud.list()).toEqual([]);
  });

  it("refuses bad input, another id, a stale version and a missing item", async () => {
    const crud = notes();
    await crud.create({ id: "a", title: "First" });
    await expect(crud.create({ id: "b", title: "" })).rejects.toMatchObject({
      code: "validation_failed",
    });
    await expect(crud.update("a", { id: "b", title: "X" })).rejects.toMatchObject({
      code: "validation_failed",
    });
    await expect(crud.update("a", { id: "a", title: "X", version: 7 })).rejects.toMatchObject({
      code: "stale_version",
    });
    await expect(crud.update("z", { id: "z", title: "X", version: 1 })).rejects.toMatchObject({
      code: "not_found",
      message: "Note not found",
    });
    await expect(crud.remove("z")).rejects.toMatchObject({ code: "not_found" });
  });
});
