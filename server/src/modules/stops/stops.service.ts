import {
  stopInput,
  type AdminTourStop,
  type Page,
  type PublicStop,
  type Stop,
  type StopSearchHit,
  type StopSearchResult,
} from "@tours/shared";
import type { Transaction } from "../../db/transaction.js";
import { bumpRevision } from "../../lib/content-revision.js";
import { invalid, notFound } from "../../lib/errors.js";
import { nowIso } from "../../lib/json-column.js";
import { parseWith } from "../../lib/validate.js";
import { assertUpdated } from "../../lib/versioned.js";
import type { Repositories } from "../../repositories.js";
import { newMedia, requireStoredMedia, stopMedia } from "../media/stored-media.js";
import { presentRecordSummary } from "../records/records.presenter.js";
import type { RecordsService } from "../records/records.service.js";
import { missingRecordIssues, sanitizeStop } from "./stop-input.js";
import {
  presentSearchHit,
  presentSearchResult,
  presentStop,
  stopColumns,
  toSearchHit,
} from "./stops.presenter.js";

export interface StopSearchPageRequest {
  keyword: string;
  page: number;
  pageSize: number;
}

export function createStopsService(
  { stops: repo, tours, records: recordsRepo }: Pick<Repositories, "stops" | "tours" | "records">,
  transaction: Transaction<Repositories>,
  records: RecordsService,
) {
  async function parse(body: unknown) {
    const { value, issues } = await sanitizeStop(parseWith(stopInput, body));
    if (!(await tours.exists(value.tourId)))
      issues.push({ path: "tourId", message: "No tour with this id" });
    issues.push(...(await missingRecordIssues(recordsRepo, [value], () => "recordId")));
    if (issues.length) throw invalid(issues);
    return value;
  }

  async function load(id: string): Promise<Stop> {
    const row = await repo.findById(id);
    if (!row) throw notFound("Stop");
    return presentStop(row);
  }

  /** A page past the last one is empty; `total` tells the caller where the last one is. */
  async function searchPage({
    keyword,
    page,
    pageSize,
  }: StopSearchPageRequest): Promise<Page<StopSearchResult>> {
    const { rows, total } = await repo.searchPage(keyword, pageSize, (page - 1) * pageSize);
    return { items: rows.map(presentSearchResult), page, pageSize, total };
  }

  return {
    listAll: async (): Promise<Stop[]> => (await repo.listAll()).map(presentStop),

    /** A tour's stops in order, each with its record, or undefined when the tour is unknown. */
    async listPublicByTour(tourId: string): Promise<PublicStop[] | undefined> {
      if (!(await tours.exists(tourId))) return undefined;
      const stops = (await repo.listByTour(tourId)).map(presentStop);
      const byId = new Map(
        (await records.listByIds(stops.map((s) => s.recordId))).map((r) => [r.id, r]),
      );
      return stops.flatMap((stop) => {
        const record = byId.get(stop.recordId);
        return record ? [{ ...stop, record }] : [];
      });
    },

    /**
     * A tour's stops in order for the admin editor, each with a summary of its record (not the
     * whole record: the editor only names and places it). Undefined when the tour is unknown.
     */
    async listAdminByTour(tourId: string): Promise<AdminTourStop[] | undefined> {
      if (!(await tours.exists(tourId))) return undefined;
      const rows = await repo.listByTour(tourId);
      const summaries = await recordsRepo.summariesByIds([
        ...new Set(rows.map((r) => r.record_id)),
      ]);
      const byId = new Map(summaries.map((r) => [r.id, r]));
      // A stop's record always exists: deleting a record that stops use is refused.
      return rows.map((row) => ({
        ...presentStop(row),
        record: presentRecordSummary(byId.get(row.record_id)!),
      }));
    },

    searchByKeyword: async (keyword: string): Promise<StopSearchHit[]> =>
      (await repo.searchByKeyword(keyword)).map(presentSearchHit),

    searchPage,

    /** The same page as the paged API answers it: hits as in the whole list. */
    async hitPage(request: StopSearchPageRequest): Promise<Page<StopSearchHit>> {
      const found = await searchPage(request);
      return { ...found, items: found.items.map(toSearchHit) };
    },

    async create(body: unknown): Promise<Stop> {
      const input = await parse(body);
      await transaction(async (tx) => {
        const position = await tx.stops.nextPosition(input.tourId);
        await tx.stops.insert(input.id, { ...stopColumns(input), position }, nowIso());
        await requireStoredMedia(tx.media, newMedia(stopMedia(input)));
        await bumpRevision(tx.revision);
      });
      return load(input.id);
    },

    async update(id: string, body: unknown): Promise<Stop> {
      const input = await parse(body);
      if (input.id !== id) throw invalid([{ path: "id", message: "Does not match the address" }]);
      await transaction(async (tx) => {
        const current = await tx.stops.findById(id);
        if (!current) throw notFound("Stop");
        const movesTour = current.tour_id !== input.tourId;
        const position = movesTour ? await tx.stops.nextPosition(input.tourId) : current.position;
        const result = await tx.stops.update(
          id,
          { ...stopColumns(input), position },
          input.version,
          nowIso(),
        );
        await assertUpdated(result, async () => true, "Stop");
        await requireStoredMedia(
          tx.media,
          newMedia(stopMedia(input), stopMedia(presentStop(current))),
        );
        await bumpRevision(tx.revision);
      });
      return load(id);
    },

    async remove(id: string): Promise<void> {
      await transaction(async (tx) => {
        const result = await tx.stops.delete(id);
        if (Number(result.numDeletedRows) === 0) throw notFound("Stop");
        await bumpRevision(tx.revision);
      });
    },
  };
}

export type StopsService = ReturnType<typeof createStopsService>;
