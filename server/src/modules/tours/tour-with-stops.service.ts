/** PUT /dashboard/api/tours/{id}/with-stops: a tour and its ordered stops saved all or nothing. */
import {
  tourWithStopsInput,
  type ErrorIssue,
  type ParsedStopInput,
  type TourWithStops,
} from "@tours/shared";
import type { Transaction } from "../../db/transaction.js";
import { bumpRevision } from "../../lib/content-revision.js";
import { conflict, invalid, notFound, taken } from "../../lib/errors.js";
import { nowIso } from "../../lib/json-column.js";
import { parseWith } from "../../lib/validate.js";
import { assertUpdated } from "../../lib/versioned.js";
import type { Repositories } from "../../repositories.js";
import {
  newMedia,
  requireStoredMedia,
  stopMedia,
  tourMedia,
  type MediaField,
} from "../media/stored-media.js";
import { missingRecordIssues, sanitizeStop } from "../stops/stop-input.js";
import { presentStop, stopColumns } from "../stops/stops.presenter.js";
import { presentTour, tourColumns } from "./tours.presenter.js";
import type { StopsRepository } from "../stops/stops.repository.js";
import { sanitizeTour, type ToursService } from "./tours.service.js";

/** What a new tour whose id is taken is told, by the unique key (tours.module.ts) or the check below. */
export const TOUR_EXISTS = "A tour with this id already exists";

export function createTourWithStopsService(
  { stops: stopsRepo, records }: Pick<Repositories, "stops" | "records">,
  transaction: Transaction<Repositories>,
  toursService: ToursService,
) {
  async function validate(id: string, body: unknown) {
    const parsed = parseWith(tourWithStopsInput, body);
    const tour = await sanitizeTour(parsed.tour, "tour.");
    const issues: ErrorIssue[] = [...tour.issues];
    if (tour.value.id !== id)
      issues.push({ path: "tour.id", message: "Does not match the address" });
    const stops: ParsedStopInput[] = [];
    for (const [i, raw] of parsed.stops.entries()) {
      const stop = await sanitizeStop(raw, `stops.${i}.`);
      issues.push(...stop.issues);
      if (stop.value.tourId !== id)
        issues.push({ path: `stops.${i}.tourId`, message: "Must be the tour being saved" });
      stops.push(stop.value);
    }
    issues.push(...duplicates(stops, "id"), ...duplicates(stops, "slug"));
    issues.push(...(await missingRecordIssues(records, stops, (i) => `stops.${i}.recordId`)));
    if (issues.length) throw invalid(issues);
    return { tour: tour.value, stops };
  }

  return {
    async save(id: string, body: unknown): Promise<TourWithStops> {
      const input = await validate(id, body);
      await transaction(async (tx) => {
        const now = nowIso();
        const media = await newMediaOf(tx, id, input);
        const exists = await tx.tours.exists(id);
        if (exists && !input.tour.version) {
          // A first save (no version) of a tour someone else has just created.
          throw taken(TOUR_EXISTS, [{ path: "tour.id", message: TOUR_EXISTS }]);
        }
        if (exists) {
          const result = await tx.tours.update(
            id,
            tourColumns(input.tour),
            input.tour.version,
            now,
          );
          await assertUpdated(result, async () => true, "Tour");
        } else if (input.tour.version) {
          // The editor had a saved copy: someone deleted the tour meanwhile. Saving must not
          // bring it back unasked.
          throw notFound("Tour");
        } else {
          await tx.tours.insert(id, tourColumns(input.tour), now);
        }
        const keep = input.stops.map((s) => s.id);
        await tx.stops.deleteOfTourExcept(id, keep);
        const existing = new Map((await tx.stops.findByIds(keep)).map((s) => [s.id, s.tour_id]));
        for (const [position, stop] of input.stops.entries()) {
          await saveStop(tx.stops, stop, position, existing.get(stop.id), now);
        }
        await requireStoredMedia(tx.media, media);
        await bumpRevision(tx.revision);
      });
      const tour = await toursService.load(id);
      const stops = (await stopsRepo.listByTour(id)).map(presentStop);
      return { tour, stops };
    },
  };

  /** The media paths of the save that the tour and each stop did not hold before it. */
  async function newMediaOf(
    tx: Repositories,
    id: string,
    input: { tour: Parameters<typeof tourMedia>[0]; stops: ParsedStopInput[] },
  ): Promise<MediaField[]> {
    const tourBefore = await tx.tours.findById(id);
    const stopsBefore = new Map(
      (await tx.stops.findByIds(input.stops.map((s) => s.id))).map((row) => [row.id, row]),
    );
    const stopFields = input.stops.flatMap((stop, i) => {
      const before = stopsBefore.get(stop.id);
      const held = before ? stopMedia(presentStop(before)) : [];
      return newMedia(stopMedia(stop, `stops.${i}.`), held);
    });
    const heldByTour = tourBefore ? tourMedia(presentTour(tourBefore, [])) : [];
    return [...newMedia(tourMedia(input.tour, "tour."), heldByTour), ...stopFields];
  }

  async function saveStop(
    stops: StopsRepository,
    stop: ParsedStopInput,
    position: number,
    ownerTourId: string | undefined,
    now: string,
  ) {
    if (ownerTourId === undefined) {
      await stops.insert(stop.id, { ...stopColumns(stop), position }, now);
      return;
    }
    if (ownerTourId !== stop.tourId) {
      throw conflict(`Stop ${stop.id} belongs to another tour`, [
        { path: `stops.${position}.id`, message: "Belongs to another tour" },
      ]);
    }
    // Positions are rewritten in bulk; the version only guards the stop's own content.
    const result = await stops.update(
      stop.id,
      { ...stopColumns(stop), position },
      stop.version,
      now,
    );
    await assertUpdated(result, async () => true, "Stop");
  }
}

function duplicates(stops: ParsedStopInput[], field: "id" | "slug"): ErrorIssue[] {
  const seen = new Set<string>();
  return stops.flatMap((stop, i) => {
    if (!seen.has(stop[field])) {
      seen.add(stop[field]);
      return [];
    }
    return [{ path: `stops.${i}.${field}`, message: `Two stops share this ${field}` }];
  });
}

export type TourWithStopsService = ReturnType<typeof createTourWithStopsService>;
