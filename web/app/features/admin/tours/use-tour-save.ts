/**
 * Saving a tour with its stops (SPEC §4 Tour save order, done atomically by PUT with-stops):
 * files chosen are uploaded first, with progress; an upload failure saves nothing and marks the
 * file with the server's reason. The outcome says what went wrong in the SPEC §8 wording, and
 * nothing typed is ever dropped here.
 */
import { useState } from "react";
import { ApiError, type ErrorIssue } from "@tours/shared/browser";
import { isSignedOut } from "../api/admin-api";
import { forgetUploads, useForgetOnLeave } from "../api/forget-uploads";
import { refuseTakenSlug } from "../api/slug-check";
import { uploadMedia } from "../api/upload";
import { UploadFailedError, type UploadState, uploadPending } from "../api/upload-pending";
import { isUnsent, saveFailureMessage } from "../ui/save-failure";
import { mediaPaths, pendingUploads, withUploaded } from "./pending-uploads";
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

/** A chosen file's upload on the last save: its progress, or why the server refused it. */
export interface TourUpload extends UploadState {
  file: File;
}

export function useTourSave() {
  const save = useSaveTour();
  const [uploads, setUploads] = useState<Record<string, TourUpload>>({});
  const [uploading, setUploading] = useState(false);
  // Files uploaded for a save that has not landed: deleted again when the editor is left unsaved.
  const [unsaved] = useState(() => new Set<string>());
  useForgetOnLeave(() => unsaved);

  /**
   * Uploads what waits, all at once, putting each path into the draft (`onUploaded`) as it
   * arrives; afterwards only the files that failed keep their state, marked with the reason.
   */
  async function upload(draft: TourDraft, onUploaded: (key: string, path: string) => void) {
    const pending = pendingUploads(draft);
    if (pending.length === 0) return draft;
    setUploading(true);
    setUploads(Object.fromEntries(pending.map(({ key, file }) => [key, { file, progress: 0 }])));
    const update = (key: string, change: Partial<UploadState>) =>
      setUploads((current) => {
        const known = current[key];
        return known ? { ...current, [key]: { ...known, ...change } } : current;
      });
    try {
      const uploaded = await uploadPending(
        pending,
        (file, progress) => uploadMedia(file, "media", progress),
        (key, change) => {
          update(key, change);
          if (!change.uploaded) return;
          unsaved.add(change.uploaded.path);
          onUploaded(key, change.uploaded.path);
          const { preview } = pending.find((item) => item.key === key)!;
          if (preview) URL.revokeObjectURL(preview);
        },
      );
      return pending.reduce(
        (next, { key }, index) => withUploaded(next, key, uploaded[index]!.path),
        draft,
      );
    } finally {
      setUploading(false);
      setUploads((current) =>
        Object.fromEntries(Object.entries(current).filter(([, state]) => state.failure)),
      );
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
      // Nothing is uploaded for a save its slug would have refused.
      if (pendingUploads(draft).length > 0) {
        await refuseTakenSlug("/tours", { id: draft.id, slug: draft.slug.trim() });
      }
      sent = await upload(draft, onUploaded);
    } catch (error) {
      // Said as the editor says it, and gone once signed in again.
      if (isSignedOut(error)) throw error;
      if (error instanceof ApiError && error.code === "taken") {
        // Placed as the with-stops save places it: at the tour's slug.
        const issues = error.issues.map((issue) => ({ ...issue, path: `tour.${issue.path}` }));
        throw new TourSaveError(failureHeading(issues), [error.message], { issues, sent: draft });
      }
      if (isUnsent(error)) throw new TourSaveError(ERROR_SAVING_TOUR, [saveFailureMessage(error)]);
      // Each file that failed, with its reason, then what to do.
      if (error instanceof UploadFailedError)
        throw new TourSaveError(error.problem, [error.advice]);
      throw new TourSaveError(ERROR_SAVING_TOUR, [saveFailureMessage(error)]);
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
      if (isSignedOut(error)) throw error;
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
    // Uploaded for this save, then taken out of the tour before it landed: nothing uses them.
    const used = mediaPaths(sent);
    forgetUploads([...unsaved].filter((path) => !used.has(path)));
    unsaved.clear();
    return { saved, sent };
  }

  return { run, uploads, uploading, saving: save.isPending };
}
