/**
 * The tour editor's form (SPEC §2, §4 Admin editors, Tour save order, §5 Tour, Stop): the tour's
 * fields and its stops edited in place, saved together; a save refused because someone else
 * saved first keeps everything typed and offers both ways out.
 */
import { editTitle, useAdminTitle } from "../ui/admin-title";
import { FOCUS_HEADING } from "../shell/use-heading-focus";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ConfirmButton } from "../ui/confirm-button";
import { EditConflict, type EditConflictKind } from "../ui/edit-conflict";
import { ErrorSummary } from "../ui/error-summary";
import { useFieldErrors } from "../ui/field-errors";
import { SaveButton } from "../ui/save-button";
import { arrivedNotice, SaveNotice } from "../ui/save-notice";
import { useUnsavedChangesPrompt } from "../ui/use-unsaved-changes";
import { ImagesField } from "./images-field";
import { withUploaded } from "./pending-uploads";
import { SaveFailure, summaryGroups, tourFormProblems } from "./save-feedback";
import { StopList } from "./stop-list";
import { TourDetailsFields } from "./tour-details-fields";
import { sameDraft, type StopDraft, tourDraftOf, type TourDraft } from "./tour-draft";
import * as edits from "./tour-edits";
import { TourMapFields } from "./tour-map-fields";
import { RouteEditor } from "./route-editor";
import { fieldWarnings } from "./field-warnings";
import { FieldWarnings } from "./field-warnings-list";
import { TourStoryFields } from "./tour-story-fields";
import { canSave, invalidStops, tourProblems } from "./tour-validation";
import { refetchTour, useDeleteTour } from "./tours-api";
import { useServerIssues } from "./use-server-issues";
import { type SaveOutcome, useTourSave } from "./use-tour-save";
import "./tour-editor.css";

export const LIST_PATH = "/admin/tours";

export function TourForm({ initial, isNew }: { initial: TourDraft; isNew: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const saver = useTourSave();
  const remove = useDeleteTour();
  const issues = useServerIssues();
  const [draft, setDraft] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<{ heading: string; lines: string[] } | null>(null);
  const [conflict, setConflict] = useState<EditConflictKind | null>(null);
  const [arrived] = useState(() => arrivedNotice(location.state));
  const [notice, setNotice] = useState(arrived);
  const summary = useRef<HTMLDivElement>(null);
  const [leaveTo, setLeaveTo] = useState<{ path: string; notice?: string } | null>(null);
  // Rich text editors read their text once: a new generation shows a reloaded tour.
  const [generation, setGeneration] = useState(0);
  const [reloading, setReloading] = useState(false);

  const busy = saver.uploading || saver.saving || remove.isPending;
  const savable = canSave(draft, { loading: reloading, saving: busy }) && !conflict;
  const dirty = leaveTo === null && !sameDraft(draft, baseline);
  const prompt = useUnsavedChangesPrompt(dirty);
  useAdminTitle(isNew ? "New tour" : editTitle("tour", baseline.title));

  // Checked once per change of the draft, not once per stop panel (a tour may have 60 stops).
  const pending = useMemo(
    () => ({ tour: tourProblems(draft), stops: invalidStops(draft) }),
    [draft],
  );
  const { tour: serverTour, stops: serverStops } = issues;
  const problems = useMemo(
    () => tourFormProblems(draft, { tour: serverTour, stops: serverStops }, pending),
    [draft, serverTour, serverStops, pending],
  );
  const errors = useFieldErrors(problems);

  // Navigates once `dirty` is false, so the unsaved-changes prompt lets the editor go.
  useEffect(() => {
    if (leaveTo)
      void navigate(leaveTo.path, {
        replace: true,
        state: leaveTo.notice ? { notice: leaveTo.notice } : FOCUS_HEADING,
      });
  }, [leaveTo, navigate]);

  const change = (next: (current: TourDraft) => TourDraft) => {
    setDraft(next);
    setNotice(null);
  };
  const editTour = (patch: Partial<TourDraft>) => {
    errors.touch(...Object.keys(patch));
    issues.clearTour(Object.keys(patch));
    change((current) => edits.editTour(current, patch));
  };
  const editStop = (id: string, patch: Partial<StopDraft>) => {
    errors.touch(...Object.keys(patch).map((field) => `stops.${id}.${field}`));
    issues.clearStop(id, Object.keys(patch));
    change((current) => edits.editStop(current, id, patch));
  };
  const expand = (ids: string[]) => setExpanded((current) => new Set([...current, ...ids]));

  const settle = (outcome: SaveOutcome) => {
    if (outcome.kind === "stale" || outcome.kind === "gone") return setConflict(outcome.kind);
    if (outcome.kind === "failed") {
      setFailure({ heading: outcome.heading, lines: outcome.lines });
      if (outcome.placed) expand(issues.place(outcome.placed, draft.stops));
      return;
    }
    setConflict(null);
    const { saved, sent } = outcome;
    if (isNew) {
      setBaseline(sent);
      setLeaveTo({
        path: `${LIST_PATH}/edit/${encodeURIComponent(saved.tour.id)}`,
        notice: "Tour saved.",
      });
      return;
    }
    const records = new Map(sent.stops.map((stop) => [stop.id, stop.record]));
    const savedDraft = tourDraftOf(
      saved.tour,
      saved.stops.map((stop) => ({ ...stop, record: records.get(stop.id)! })),
    );
    setBaseline(savedDraft);
    // Anything typed while the save was on its way stays; it is simply not saved yet.
    setDraft((current) =>
      sameDraft(current, sent)
        ? savedDraft
        : edits.withSavedVersions(current, saved.tour.version, saved.stops),
    );
    setNotice("Tour saved.");
  };

  const submit = async (toSave: TourDraft) => {
    setFailure(null);
    issues.clearAll();
    setNotice(null);
    const outcome = await saver.run(toSave, (key, path) =>
      setDraft((current) => withUploaded(current, key, path)),
    );
    settle(outcome);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (savable) return void submit(draft);
    if (pending.tour.length === 0 && pending.stops.length === 0) return;
    // Save pressed with something wrong: every problem shows at its field, focus goes to the list.
    errors.revealAll();
    expand(pending.stops.map((entry) => entry.stop.id));
    summary.current?.focus();
  };

  /** The tour as saved now; undefined when it is gone, null when it could not be read (banner). */
  const reload = async () => {
    setReloading(true);
    try {
      return await refetchTour(client, draft.id);
    } catch {
      return null;
    } finally {
      setReloading(false);
    }
  };

  /** After a conflict: save what is on screen over the versions saved meanwhile. */
  const saveMineAnyway = async () => {
    const latest = await reload();
    if (latest === null) return;
    if (!latest) return setConflict("gone");
    const mine = edits.withSavedVersions(draft, latest.tour.version, latest.stops);
    setDraft(mine);
    setConflict(null);
    await submit(mine);
  };

  /** After a conflict: drop what was typed and show the tour as saved meanwhile. */
  const loadTheirs = async () => {
    const latest = await reload();
    if (latest === null) return;
    if (!latest) return setConflict("gone");
    setConflict(null);
    const theirs = tourDraftOf(latest.tour, latest.stops);
    setDraft(theirs);
    setBaseline(theirs);
    setGeneration((g) => g + 1);
    setNotice("Showing the version saved by someone else.");
  };

  const deleteTour = async () => {
    try {
      await remove.mutateAsync(draft.id);
      setLeaveTo({ path: LIST_PATH });
    } catch {
      // The error banner shows why (the mutation is not silent).
    }
  };

  const warnings = useMemo(() => fieldWarnings(draft), [draft]);
  const stopProblemsOf = (index: number) => {
    const stop = draft.stops[index]!;
    const own = pending.stops.find((entry) => entry.stop.id === stop.id)?.problems ?? [];
    return [...issues.ofStop(stop.id), ...own];
  };

  return (
    <div className="tour-editor" key={generation}>
      <p className="tour-editor__back">
        <Link to={LIST_PATH}>Back to Tours</Link>
      </p>
      <h1>{isNew ? "New Tour" : `Edit Tour: ${baseline.title}`}</h1>
      <SaveNotice message={notice} className="tour-editor__notice" arrived={arrived !== null} />
      <form className="admin-form tour-editor__form" onSubmit={onSubmit} noValidate>
        <fieldset className="tour-section">
          <legend>Details</legend>
          <TourDetailsFields draft={draft} onChange={editTour} at={errors.at} />
        </fieldset>
        <ImagesField
          label="Tour images"
          images={draft.images}
          onChange={(images) => editTour({ images })}
          progress={saver.progress}
          disabled={busy}
          {...errors.at("images")}
        />
        <TourMapFields draft={draft} onChange={editTour} {...errors.at("map")} />
        <RouteEditor draft={draft} onChange={editTour} {...errors.at("route")} />
        <TourStoryFields
          draft={draft}
          onChange={editTour}
          at={errors.at}
          progress={saver.progress}
          disabled={busy}
        />
        <FieldWarnings warnings={warnings} />
        <StopList
          stops={draft.stops}
          expanded={expanded}
          problemsOf={stopProblemsOf}
          at={errors.at}
          progress={saver.progress}
          disabled={busy}
          onToggle={(id) =>
            setExpanded((current) => {
              const next = new Set(current);
              if (!next.delete(id)) next.add(id);
              return next;
            })
          }
          onChange={editStop}
          onChooseRecord={(id, record) => {
            errors.touch(`stops.${id}.recordId`, `stops.${id}.siteName`);
            issues.clearStop(id, ["recordId", "siteName"]);
            change((current) => edits.chooseRecord(current, id, record));
          }}
          onMove={(from, to) => change((current) => edits.moveStop(current, from, to))}
          onRemove={(id) => change((current) => edits.removeStop(current, id))}
          onAdd={() => {
            const id = crypto.randomUUID();
            expand([id]);
            change((current) => edits.addStop(current, id));
          }}
        />

        {conflict && (
          <EditConflict
            kind={conflict}
            item="tour"
            busy={busy || reloading}
            onSaveMine={() => void saveMineAnyway()}
            onLoadTheirs={() => void loadTheirs()}
          />
        )}
        {failure && <SaveFailure heading={failure.heading} lines={failure.lines} />}
        <ErrorSummary
          ref={summary}
          groups={summaryGroups(errors.entries)}
          onFollow={({ field }) => {
            const [scope, stopId] = field.split(".");
            if (scope === "stops" && stopId) expand([stopId]);
          }}
        />
        <div className="tour-editor__actions">
          <SaveButton
            blocked={!savable}
            busy={busy && !remove.isPending}
            busyLabel={saver.uploading ? "Uploading…" : "Saving…"}
          />
          {!isNew && (
            <ConfirmButton
              onConfirm={() => void deleteTour()}
              disabled={busy}
              aria-label={`Delete the tour ${baseline.title}`}
            >
              Delete
            </ConfirmButton>
          )}
        </div>
      </form>
      {prompt}
    </div>
  );
}
