import { recordInput, type ArchiveRecord, type Page } from "@tours/shared";
import type { Transaction } from "../../db/transaction.js";
import { bumpRevision } from "../../lib/content-revision.js";
import { conflict, invalid, notFound } from "../../lib/errors.js";
import { nowIso } from "../../lib/json-column.js";
import { parseWith } from "../../lib/validate.js";
import { assertUpdated } from "../../lib/versioned.js";
import { newMedia, recordMedia, requireStoredMedia } from "../media/stored-media.js";
import { cleanList, presentRecord, recordColumns } from "./records.presenter.js";
import type { Repositories } from "../../repositories.js";
import type { RecordsRepository, TitleFilter } from "./records.repository.js";

export interface RecordPageRequest extends TitleFilter {
  page: number;
  pageSize: number;
}

export function createRecordsService(
  repo: RecordsRepository,
  transaction: Transaction<Repositories>,
) {
  async function load(id: string): Promise<ArchiveRecord> {
    const row = await repo.findById(id);
    if (!row) throw notFound("Record");
    const tours = await repo.tourIdsByRecord([id]);
    return presentRecord(row, tours.get(id) ?? []);
  }

  return {
    async list(): Promise<ArchiveRecord[]> {
      const [rows, tours] = await Promise.all([repo.list(), repo.tourIdsByRecord()]);
      return rows.map((row) => presentRecord(row, tours.get(row.id) ?? []));
    },

    /** The public list, one record at a time. */
    async *stream(): AsyncGenerator<ArchiveRecord> {
      const tours = await repo.tourIdsByRecord();
      for await (const row of repo.stream()) yield presentRecord(row, tours.get(row.id) ?? []);
    },

    /** A page past the last one is empty; `total` tells the caller where the last one is. */
    async page({ page, pageSize, ...filter }: RecordPageRequest): Promise<Page<ArchiveRecord>> {
      const { rows, total } = await repo.titlePage(filter, pageSize, (page - 1) * pageSize);
      const tours = await repo.tourIdsByRecord(rows.map((row) => row.id));
      const items = rows.map((row) => presentRecord(row, tours.get(row.id) ?? []));
      return { items, page, pageSize, total };
    },

    get: load,

    idBySlug: async (slug: string) => (await repo.findBySlug(slug))?.id,

    async findBySlug(slug: string): Promise<ArchiveRecord | undefined> {
      const row = await repo.findBySlug(slug);
      if (!row) return undefined;
      const tours = await repo.tourIdsByRecord([row.id]);
      return presentRecord(row, tours.get(row.id) ?? []);
    },

    async listByIds(ids: string[]): Promise<ArchiveRecord[]> {
      const unique = [...new Set(ids)];
      const [rows, tours] = await Promise.all([
        repo.findByIds(unique),
        repo.tourIdsByRecord(unique),
      ]);
      return rows.map((row) => presentRecord(row, tours.get(row.id) ?? []));
    },

    async create(body: unknown): Promise<ArchiveRecord> {
      const input = parseWith(recordInput, body);
      const now = nowIso();
      await transaction(async (tx) => {
        await tx.records.insert(input.id, recordColumns(input), now);
        await requireStoredMedia(tx.media, newMedia(recordMedia(input)));
        await tx.records.replaceKeywords(input.id, cleanList(input.Keyword));
        await bumpRevision(tx.revision);
      });
      return load(input.id);
    },

    async update(id: string, body: unknown): Promise<ArchiveRecord> {
      const input = parseWith(recordInput, body);
      if (input.id !== id) throw invalid([{ path: "id", message: "Does not match the address" }]);
      await transaction(async (tx) => {
        const before = await tx.records.findById(id);
        const result = await tx.records.update(id, recordColumns(input), input.version, nowIso());
        await assertUpdated(result, () => tx.records.exists(id), "Record");
        const held = before ? recordMedia(presentRecord(before, [])) : [];
        await requireStoredMedia(tx.media, newMedia(recordMedia(input), held));
        await tx.records.replaceKeywords(id, cleanList(input.Keyword));
        await bumpRevision(tx.revision);
      });
      return load(id);
    },

    /** Refused while stops use the record, so no stop is ever left pointing at nothing. */
    async remove(id: string): Promise<void> {
      const tours = await repo.toursUsing(id);
      if (tours.length > 0) {
        const names = tours.map((t) => t.title).join(", ");
        throw conflict(
          `This record is used by stops on these tours: ${names}. Remove those stops first.`,
        );
      }
      // A stop that starts to use the record meanwhile makes this a foreign-key violation: the
      // error handler answers it with 409 `conflict` (lib/foreign-key-violation.ts).
      await transaction(async (tx) => {
        const result = await tx.records.delete(id);
        if (Number(result.numDeletedRows) === 0) throw notFound("Record");
        await bumpRevision(tx.revision);
      });
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
