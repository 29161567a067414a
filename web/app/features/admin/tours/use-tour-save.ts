/**
 * Saving a tour with its stops (SPEC §4 Tour save order, done atomically by PUT with-stops):
 * files chosen are uploaded first, with progress; an upload failure saves nothing. The outcome
 * says what went wrong in the SPEC §8 wording, and nothing typed is ever dropped here.
 */
import { useState } from "react";
import { useErrors } from "../../../lib/errors-context";
import { ApiError } from "@tours/shared/browser";
import { uploadErrorMessage, uploadMedia } from "../api/upload";
import { messageOf } from "../shell/admin-query-client";
import { pendingUploads, withUploaded } from "./pending-uploads";
import {
  ERROR_SAVING_STOP,
  ERROR_SAVING_TOUR,
  failureHeading,
  missingSavedStops,
  type PlacedIssues,
  placeIssues,
} from "./save-outcome";
import { toStopInput, toTourInput, type TourDraft } from "./tour-draft";
import { type TourWithStops, useSaveTour } from "./tours-api";
import { stopName } from "./tour-validation";

export type SaveOutcome =
  | { kind: "saved"; saved: TourWithStops; sent: TourDraft }
  /** Someone else saved the tour or one of its stops after it was opened (409 `stale_version`), or deleted it (404). */
  | { kind: "stale" }
  | { kind: "gone" }
  | { kind: "failed"; heading: string; lines: string[]; placed?: PlacedIssues };

export function useTourSave() {
  const save = useSaveTour();
  const { addError } = useErrors();
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

  async function run(
    draft: TourDraft,
    onUploaded: (key: string, path: string) => void,
  ): Promise<SaveOutcome> {
    let sent: TourDraft;
    try {
      sent = await upload(draft, onUploaded);
    } catch (error) {
      const message = uploadErrorMessage(error);
      addError(message);
      return {
        kind: "failed",
        heading: message,
        lines: ["Nothing was saved; your changes are still here."],
      };
    }
    const records = new Map(sent.stops.flatMap((s) => (s.record ? [[s.recordId, s.record]] : [])));
    try {
      const saved = await save.mutateAsync({
        tour: toTourInput(sent),
        stops: sent.stops.map(toStopInput),
        records,
      });
      const missing = missingSavedStops(sent.stops, saved.stops);
      if (missing.length > 0) {
        return {
          kind: "failed",
          heading: ERROR_SAVING_STOP,
          lines: missing.map((i) => `${stopName(sent.stops[i]!, i)} was not saved.`),
        };
      }
      return { kind: "saved", saved, sent };
    } catch (error) {
      if (error instanceof ApiError && error.code === "stale_version") return { kind: "stale" };
      if (error instanceof ApiError && error.code === "not_found") return { kind: "gone" };
      if (error instanceof ApiError && error.issues.length > 0) {
        const placed = placeIssues(error.issues);
        return { kind: "failed", heading: failureHeading(placed), lines: [error.message], placed };
      }
      return { kind: "failed", heading: ERROR_SAVING_TOUR, lines: [messageOf(error)] };
    }
  }

  return { run, progress, uploading, saving: save.isPending };
}
