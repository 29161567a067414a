/**
 * The edits the tour editor makes to its draft, as pure functions: slugs follow the title or site
 * name of an item not saved yet until someone types a slug of their own.
 */
import type { StopRecordSummary } from "@tours/shared";
import { moveItem } from "../ui/move";
import { suggestSlug } from "@tours/shared/browser";
import { suggestStopSlug } from "./slug";
import { newStopDraft, type StopDraft, type TourDraft } from "./tour-draft";

export function editTour(draft: TourDraft, patch: Partial<TourDraft>): TourDraft {
  const next = { ...draft, ...patch };
  const followsTitle = draft.slug === "" || draft.slug === suggestSlug(draft.title);
  if (
    patch.title !== undefined &&
    patch.slug === undefined &&
    draft.version === undefined &&
    followsTitle
  ) {
    next.slug = suggestSlug(patch.title);
  }
  return next;
}

function withSiteName(stop: StopDraft, siteName: string, others: StopDraft[]): StopDraft {
  const taken = others.filter((other) => other.id !== stop.id).map((other) => other.slug);
  const followsName = stop.slug === "" || stop.slug === suggestStopSlug(stop.siteName, taken);
  const slug =
    stop.version === undefined && followsName ? suggestStopSlug(siteName, taken) : stop.slug;
  return { ...stop, siteName, slug };
}

export function editStop(draft: TourDraft, id: string, patch: Partial<StopDraft>): TourDraft {
  return {
    ...draft,
    stops: draft.stops.map((stop) => {
      if (stop.id !== id) return stop;
      const { siteName, ...rest } = patch;
      const named = siteName === undefined ? stop : withSiteName(stop, siteName, draft.stops);
      return { ...named, ...rest };
    }),
  };
}

/** The chosen record; a stop without a site name takes the record's title. */
export function chooseRecord(draft: TourDraft, id: string, record: StopRecordSummary): TourDraft {
  const stop = draft.stops.find((s) => s.id === id);
  const named = stop && stop.siteName.trim() === "" ? { siteName: record.Title } : {};
  return editStop(draft, id, { recordId: record.id, record, ...named });
}

export const addStop = (draft: TourDraft, id: string): TourDraft => ({
  ...draft,
  stops: [...draft.stops, newStopDraft(id, draft.id)],
});

/** Moves the stop at `from` to `to`, clamped within the list (SPEC §4 Reordering). */
export const moveStop = (draft: TourDraft, from: number, to: number): TourDraft => ({
  ...draft,
  stops: moveItem(draft.stops, from, to - from),
});

export const removeStop = (draft: TourDraft, id: string): TourDraft => ({
  ...draft,
  stops: draft.stops.filter((stop) => stop.id !== id),
});

/** What was typed, at the versions now saved (to save it over someone else's save). */
export function withSavedVersions(
  draft: TourDraft,
  tourVersion: number | undefined,
  stops: readonly { id: string; version?: number }[],
): TourDraft {
  const versions = new Map(stops.map((stop) => [stop.id, stop.version]));
  return {
    ...draft,
    version: tourVersion,
    stops: draft.stops.map((stop) => ({ ...stop, version: versions.get(stop.id) })),
  };
}
