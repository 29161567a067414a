/**
 * The admin's four calls on an entity with no rules of its own, made from its repository: the
 * body checked against the shared input schema, the row written through the versioned writes
 * (db/versioned-rows.ts), a lost update refused (409) and a missing item a 404. A module with no
 * rules uses it as its service; one with rules spreads it into its own (QR codes add their scans).
 * An entity the public site shows (notices) is `published`: each write also bumps the content
 * revision in its transaction, so the public pages cached for the old revision are rendered anew.
 */
import type { z } from "zod";
import type { Transaction } from "../db/transaction.js";
import type { Repositories } from "../repositories.js";
import { bumpRevision } from "./content-revision.js";
import { invalid, notFound } from "./errors.js";
import { nowIso } from "./json-column.js";
import { parseWith } from "./validate.js";
import { assertUpdated } from "./versioned.js";

interface VersionedRepository<Row, Columns> {
  findById(id: string): Promise<Row | undefined>;
  insert(id: string, columns: Columns, now: string): Promise<unknown>;
  update(
    id: string,
    columns: Columns,
    expectedVersion: number | undefined,
    now: string,
  ): Promise<{ numUpdatedRows: bigint }>;
  delete(id: string): Promise<{ numDeletedRows: bigint }>;
  /** Every row in the list's order; without it, the module answers the list itself. */
  list?(): Promise<Row[]>;
}

export interface Entity<Row, Columns, Input, Item> {
  /** Its name in a 404's message: "QR code". */
  what: string;
  input: z.ZodType<Input>;
  /** The item as the API answers it. */
  present(row: Row): Item;
  /** The columns an input writes. */
  columns(input: Input): Columns;
}

/** How the writes of an entity the public site shows reach the same transaction as the bump. */
export interface Published<R> {
  transaction: Transaction<Repositories>;
  /** The entity's repository bound to the transaction. */
  rowsIn(tx: Repositories): R;
}

type AnyRepository = VersionedRepository<unknown, never>;
type RowOf<R extends AnyRepository> = NonNullable<Awaited<ReturnType<R["findById"]>>>;
type ColumnsOf<R extends AnyRepository> = Parameters<R["insert"]>[1];
/** `list` when the repository lists its rows. */
type ListOf<R, Item> = R extends { list(): Promise<unknown> }
  ? { list(): Promise<Item[]> }
  : object;

export function versionedCrud<
  R extends AnyRepository,
  Input extends { id: string; version?: number },
  Item,
>(rows: R, entity: Entity<RowOf<R>, ColumnsOf<R>, Input, Item>, published?: Published<R>) {
  type Repository = VersionedRepository<RowOf<R>, ColumnsOf<R>>;
  const repo = rows as Repository;
  const { what, input, present, columns } = entity;

  /** Runs a write; for a published entity, with the revision's bump in one transaction. */
  const write = (work: (table: Repository) => Promise<void>): Promise<void> =>
    published
      ? published.transaction(async (tx) => {
          await work(published.rowsIn(tx) as Repository);
          await bumpRevision(tx.revision);
        })
      : work(repo);

  async function get(id: string): Promise<Item> {
    const row = await repo.findById(id);
    if (!row) throw notFound(what);
    return present(row);
  }

  const crud = {
    async create(body: unknown): Promise<Item> {
      const parsed = parseWith(input, body);
      await write(async (table) => {
        await table.insert(parsed.id, columns(parsed), nowIso());
      });
      return get(parsed.id);
    },

    async update(id: string, body: unknown): Promise<Item> {
      const parsed = parseWith(input, body);
      if (parsed.id !== id) throw invalid([{ path: "id", message: "Does not match the address" }]);
      await write(async (table) => {
        const result = await table.update(id, columns(parsed), parsed.version, nowIso());
        await assertUpdated(result, async () => (await table.findById(id)) !== undefined, what);
      });
      return get(id);
    },

    async remove(id: string): Promise<void> {
      await write(async (table) => {
        const result = await table.delete(id);
        if (Number(result.numDeletedRows) === 0) throw notFound(what);
      });
    },
  };
  const list = repo.list?.bind(repo);
  return (list ? { ...crud, list: async () => (await list()).map(present) } : crud) as typeof crud &
    ListOf<R, Item>;
}
