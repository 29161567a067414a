import {
  tourInput,
  type ErrorIssue,
  type ParsedTourInput,
  type Tour,
  type TourCategory,
  type TourStart,
} from "@tours/shared";
import type { Transaction } from "../../db/transaction.js";
import { bumpRevision } from "../../lib/content-revision.js";
import { invalid, notFound } from "../../lib/errors.js";
import { fromJson, nowIso } from "../../lib/json-column.js";
import { sanitizeFields } from "../../lib/rich-text.js";
import { parseWith } from "../../lib/validate.js";
import { assertUpdated } from "../../lib/versioned.js";
import type { Repositories } from "../../repositories.js";
import { newMedia, requireStoredMedia, tourMedia } from "../media/stored-media.js";
import type { StopsRepository } from "../stops/stops.repository.js";
import { presentTour, tourColumns } from "./tours.presenter.js";
import type { ToursRepository } from "./tours.repository.js";

const TOUR_HTML = [
  { name: "intro", required: true },
  { name: "outro", required: true },
] as const;

export function sanitizeTour<T extends Omit<ParsedTourInput, "stopIds">>(
  input: T,
  pathPrefix = "",
) {
  return sanitizeFields(input, [...TOUR_HTML], pathPrefix);
}

/** Why `requested` is not an order of exactly the stops in `current` (none when it is). */
function stopOrderIssues(current: string[], requested: string[]): ErrorIssue[] {
  const seen = new Set<string>();
  const issues: ErrorIssue[] = [];
  for (const [i, id] of requested.entries()) {
    if (!current.includes(id))
      issues.push({ path: `stopIds.${i}`, message: `Stop ${id} is not on this tour` });
    else if (seen.has(id))
      issues.push({ path: `stopIds.${i}`, message: `Stop ${id} is listed twice` });
    seen.add(id);
  }
  for (const id of current) {
    if (!seen.has(id)) {
      issues.push({
        path: "stopIds",
        message: `Stop ${id} is on this tour but not in the list: list every stop, or delete it first`,
      });
    }
  }
  return issues;
}

export interface TourIndexEntry {
  id: string;
  slug: string;
  title: string;
  categories: TourCategory[];
}

export function createToursService(repo: ToursRepository, transaction: Transaction<Repositories>) {
  async function load(id: string): Promise<Tour> {
    const row = await repo.findById(id);
    if (!row) throw notFound("Tour");
    const stopIds = await repo.stopIdsByTour([id]);
    return presentTour(row, stopIds.get(id) ?? []);
  }

  async function parse(body: unknown): Promise<ParsedTourInput> {
    const { value, issues } = await sanitizeTour(parseWith(tourInput, body));
    if (issues.length) throw invalid(issues);
    return value;
  }

  /**
   * Stores the tour's stop order. The list is the whole order, as in with-stops: every stop of
   * the tour, each once. A stop left out is refused rather than guessed at (delete it first).
   */
  async function applyStopOrder(
    stops: StopsRepository,
    tourId: string,
    stopIds: string[],
  ): Promise<void> {
    const current = (await stops.listByTour(tourId)).map((s) => s.id);
    const issues = stopOrderIssues(current, stopIds);
    if (issues.length) throw invalid(issues);
    for (const [position, stopId] of stopIds.entries()) await stops.setPosition(stopId, position);
  }

  return {
    async list(): Promise<Tour[]> {
      const [rows, stopIds] = await Promise.all([repo.list(), repo.stopIdsByTour()]);
      return rows.map((row) => presentTour(row, stopIds.get(row.id) ?? []));
    },

    get: (id: string) => load(id),

    idBySlug: async (slug: string) => (await repo.findBySlug(slug))?.id,

    /** Every tour's id, title and categories, in title order (sorting, filtering, counting). */
    async index(): Promise<TourIndexEntry[]> {
      return (await repo.listIndex()).map(({ id, slug, title, categories }) => ({
        id,
        slug,
        title,
        categories: fromJson<TourCategory[]>(categories),
      }));
    },

    /** The given tours (unknown ids skipped), in the order asked. */
    async listByIds(ids: string[]): Promise<Tour[]> {
      const [rows, stopIds] = await Promise.all([repo.findByIds(ids), repo.stopIdsByTour(ids)]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [presentTour(row, stopIds.get(id) ?? [])] : [];
      });
    },

    /**
     * Where each tour starts (its first stop whose record is placed), tours in title order; only
     * the given tours' when ids are given.
     */
    async starts(tourIds?: string[]): Promise<TourStart[]> {
      const rows = await repo.startingStops(tourIds);
      return rows.flatMap((row) => {
        if (row.lat === null || row.lng === null) return [];
        const start: TourStart = {
          tourId: row.tour_id,
          slug: row.slug,
          title: row.title,
          categories: fromJson<TourCategory[]>(row.categories),
          start: row.site_name,
          lat: Number(row.lat),
          lng: Number(row.lng),
        };
        return [start];
      });
    },

    async create(body: unknown): Promise<Tour> {
      const input = await parse(body);
      await transaction(async (tx) => {
        await tx.tours.insert(input.id, tourColumns(input), nowIso());
        await requireStoredMedia(tx.media, newMedia(tourMedia(input)));
        await applyStopOrder(tx.stops, input.id, input.stopIds);
        await bumpRevision(tx.revision);
      });
      return load(input.id);
    },

    async update(id: string, body: unknown): Promise<Tour> {
      const input = await parse(body);
      if (input.id !== id) throw invalid([{ path: "id", message: "Does not match the address" }]);
      await transaction(async (tx) => {
        const before = await tx.tours.findById(id);
        const result = await tx.tours.update(id, tourColumns(input), input.version, nowIso());
        await assertUpdated(result, () => tx.tours.exists(id), "Tour");
        const held = before ? tourMedia(presentTour(before, [])) : [];
        await requireStoredMedia(tx.media, newMedia(tourMedia(input), held));
        await applyStopOrder(tx.stops, id, input.stopIds);
        await bumpRevision(tx.revision);
      });
      return load(id);
    },

    /** Deletes the tour; its stops and its place among the featured tours go with it. */
    async remove(id: string): Promise<void> {
      await transaction(async (tx) => {
        const result = await tx.tours.delete(id);
        if (Number(result.numDeletedRows) === 0) throw notFound("Tour");
        await bumpRevision(tx.revision);
      });
    },

    load,
  };
}

export type ToursService = ReturnType<typeof createToursService>;
