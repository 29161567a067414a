/**
 * Saving a tour with its stops (SPEC §4 Tour save order, done atomically by PUT with-stops):
 * files chosen are uploaded first, with progress; an upload failure saves nothing. The outcome
 * says what went wrong in the SPEC §8 wording, and nothing typed is ever dropped here.
 */
import { useState } from "react";
import { ApiError, type ErrorIssue } from "@tours/shared/browser";
import { uploadErrorMessage, uploadMedia } from "../api/upload";
import { isUnsent, saveFailureMessage } from "../ui/save-failure";
import { pendingUploads, withUploaded } from "./pending-uploads";
import {
  ERROR_SAVING_STOP,
  ERROR_SAVING_TOUR,
  failureHeading,
  missingSavedStops,
} from "./save-outcome";
import { stopName, toStopInput, toTourInput, type TourDraft } from "./tour-draft";
import type { TourWithStops } from "@tours/shared";
import { useSaveTour } from "./tours-api";

/** A save that failed for a reason the editor says under a heading of its own (SPEC §8). */
export class TourSaveError extends Error {
  constructor(
    readonly heading: string,
    readonly lines: string[],
    /** The server's field issues (`tour.x`, `stops.N.x`: N a position in `sent`'s stops). */
    readonly found?: { issues: readonly ErrorIssue[]; sent: TourDraft },
  ) {
    super(heading);
  }
}

/** What a save answers: the tour and stops as saved, and the draft sent (files uploaded). */
export interface SavedTour {
  saved: TourWithStops;
  sent: TourDraft;
}

export function useTourSave() {
  const save = useSaveTour();
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [uploading, setUploading] = useState(false);

  /** Uploads what waits, putting each path into the draft (`onUploaded`) as it arrives. */
  async function upload(draft: TourDraft, onUploaded: (key: string, path: string) => void) {
    let next = draft;
    const pending = pendingUploads(draft);
    if (pending.length === 0) return next;
    setUploading(true);
    setProgress(Object.fromEntries(pending.map((p) => [p.key, 0])));
    try {
      for (const { key, file, preview } of pending) {
        const uploaded = await uploadMedia(file, "media", (fraction) =>
          setProgress((current) => ({ ...current, [key]: fraction })),
        );
        next = withUploaded(next, key, uploaded.path);
        onUploaded(key, uploaded.path);
        if (preview) URL.revokeObjectURL(preview);
      }
      return next;
    } finally {
      setUploading(false);
      setProgress({});
    }
  }

  /**
   * Uploads, then saves. Throws a TourSaveError, or the ApiError of a conflict (409
   * `stale_version`, 404) for the editor to offer its ways out.
   */
  async function run(
    draft: TourDraft,
    onUploaded: (key: string, path: string) => void,
  ): Promise<SavedTour> {
    let sent: TourDraft;
    try {
      sent = await upload(draft, onUploaded);
    } catch (error) {
      if (isUnsent(error)) throw new TourSaveError(ERROR_SAVING_TOUR, [saveFailureMessage(error)]);
      throw new TourSaveError(uploadErrorMessage(error), [
        "Nothing was saved; your changes are still here.",
      ]);
    }
    const records = new Map(sent.stops.flatMap((s) => (s.record ? [[s.recordId, s.record]] : [])));
    let saved: TourWithStops;
    try {
      saved = await save.mutateAsync({
        tour: toTourInput(sent),
        stops: sent.stops.map(toStopInput),
        records,
      });
    } catch (error) {
      if (error instanceof ApiError && ["stale_version", "not_found"].includes(error.code)) {
        throw error;
      }
      if (error instanceof ApiError && error.issues.length > 0) {
        const { issues } = error;
        throw new TourSaveError(failureHeading(issues), [error.message], { issues, sent });
      }
      throw new TourSaveError(ERROR_SAVING_TOUR, [saveFailureMessage(error)]);
    }
    const missing = missingSavedStops(sent.stops, saved.stops);
    if (missing.length > 0) {
      throw new TourSaveError(
        ERROR_SAVING_STOP,
        missing.map((i) => `${stopName(sent.stops[i]!, i)} was not saved.`),
      );
    }
    return { saved, sent };
  }

  return { run, progress, uploading, saving: save.isPending };
}
