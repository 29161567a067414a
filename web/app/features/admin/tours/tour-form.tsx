/**
 * The tour editor's form (SPEC §2, §4 Admin editors, Tour save order, §5 Tour, Stop): the tour's
 * fields and its stops edited in place, saved together; a save refused because someone else
 * saved first keeps everything typed and offers both ways out.
 */
import { editTitle, useAdminTitle } from "../ui/admin-title";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { tourPath } from "@tours/shared/browser";
import { EditConflict } from "../ui/edit-conflict";
import { placeIssues } from "../ui/draft-issues";
import { ErrorSummary } from "../ui/error-summary";
import { DeleteSection, EditorBar } from "../ui/editor-bar";
import { SaveButton } from "../ui/save-button";
import { arrivedNotice, SaveNotice } from "../ui/save-notice";
import { useEditorActions } from "../ui/use-editor-actions";
import { useEditorExit } from "../ui/use-editor-exit";
import { useVersionedEditor } from "../ui/use-versioned-editor";
import { saveFailureMessage } from "../ui/save-failure";
import { ImagesField } from "./images-field";
import { withUploaded } from "./pending-uploads";
import { TourSaveFailure, summaryGroups } from "./save-feedback";
import { StopList } from "./stop-list";
import { TourDetailsFields } from "./tour-details-fields";
import { sameDraft, type StopDraft, tourDraftOf, type TourDraft } from "./tour-draft";
import * as edits from "./tour-edits";
import { TourMapFields } from "./tour-map-fields";
import { RouteEditor } from "./route-editor";
import { fieldWarnings } from "./field-warnings";
import { FieldWarnings } from "./field-warnings-list";
import { TourStoryFields } from "./tour-story-fields";
import { stopField, stopsWithProblems, tourRules } from "./tour-rules";
import { refetchTour, useDeleteTour } from "./tours-api";
import { type SavedTour, TourSaveError, useTourSave } from "./use-tour-save";
import { ERROR_SAVING_TOUR } from "./save-outcome";
import "./tour-editor.css";

export const LIST_PATH = "/admin/tours";

export function TourForm({ initial, isNew }: { initial: TourDraft; isNew: boolean }) {
  const location = useLocation();
  const client = useQueryClient();
  const saver = useTourSave();
  const remove = useDeleteTour();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [arrived] = useState(() => arrivedNotice(location.state));
  const [notice, setNotice] = useState(arrived);
  // Rich text editors read their text once: a new generation shows a reloaded tour.
  const [generation, setGeneration] = useState(0);
  const expand = (ids: string[]) => setExpanded((current) => new Set([...current, ...ids]));

  const editor = useVersionedEditor({
    initial,
    isNew,
    rules: tourRules,
    save: (toSave: TourDraft, update) =>
      saver.run(toSave, (key, path) => update((current) => withUploaded(current, key, path))),
    draftOf: ({ saved, sent }: SavedTour) => {
      const records = new Map(sent.stops.map((stop) => [stop.id, stop.record]));
      return tourDraftOf(
        saved.tour,
        saved.stops.map((stop) => ({ ...stop, record: records.get(stop.id)! })),
      );
    },
    sentOf: ({ sent }) => sent,
    refetch: async ({ id }) => {
      const latest = await refetchTour(client, id);
      return latest && tourDraftOf(latest.tour, latest.stops);
    },
    sameDraft,
    rebase: (mine, theirs) => edits.withSavedVersions(mine, theirs.version, theirs.stops),
    describeFailure: (error) =>
      error instanceof TourSaveError
        ? { heading: error.heading, lines: error.lines }
        : { heading: ERROR_SAVING_TOUR, lines: [saveFailureMessage(error)] },
    issuesOf: (error) =>
      error instanceof TourSaveError && error.found
        ? { issues: error.found.issues, draft: error.found.sent }
        : null,
    onFailed: (error) => {
      if (error instanceof TourSaveError && error.found) {
        const { issues, sent } = error.found;
        expand(stopsWithProblems(placeIssues(tourRules, issues, sent), sent));
      }
    },
    onSaved: ({ saved }) => {
      if (isNew)
        exit.leave(`${LIST_PATH}/edit/${encodeURIComponent(saved.tour.id)}`, "Tour saved.");
      else setNotice("Tour saved.");
    },
    onTheirsShown: () => {
      setGeneration((g) => g + 1);
      setNotice("Showing the version saved by someone else.");
    },
    onTheirsMerged: () => setGeneration((g) => g + 1),
  });
  const { draft, baseline, conflict, failure, errors } = editor;
  const exit = useEditorExit(editor.dirty);

  const busy = saver.uploading || saver.saving || remove.isPending;
  // SPEC §5: save is disabled while loading or saving, or while the tour or a stop is invalid.
  const savable = errors.valid && !editor.reloading && !busy && !conflict;
  const { summaryRef, submit, deleteItem } = useEditorActions({
    editor,
    busy: busy || editor.reloading,
    onChecked: (problems) => {
      if (problems.length === 0) return setNotice(null);
      expand(stopsWithProblems(problems, draft));
    },
    remove: () => remove.mutateAsync(draft.id),
    onDeleted: () => exit.leave(LIST_PATH, "Tour deleted."),
  });
  useAdminTitle(isNew ? "New tour" : editTitle("tour", baseline.title));

  /** A change made in the fields named (none: a change that no field's problem follows). */
  const change = (fields: string[], next: (current: TourDraft) => TourDraft) => {
    editor.edit(fields, next);
    setNotice(null);
  };
  const editTour = (patch: Partial<TourDraft>) =>
    change(Object.keys(patch), (current) => edits.editTour(current, patch));
  const editStop = (id: string, patch: Partial<StopDraft>) =>
    change(
      Object.keys(patch).map((field) => stopField(id, field)),
      (current) => edits.editStop(current, id, patch),
    );

  const warnings = useMemo(() => fieldWarnings(draft), [draft]);
  const stopProblemsOf = (index: number) => {
    const scope = stopField(draft.stops[index]!.id, "");
    return errors.problems.filter((problem) => problem.field.startsWith(scope));
  };

  return (
    <div className="tour-editor" key={generation}>
      <p className="admin-editor-back">
        <Link to={LIST_PATH}>Back to Tours</Link>
      </p>
      <h1>{isNew ? "New Tour" : `Edit Tour: ${baseline.title}`}</h1>
      <SaveNotice message={notice} className="admin-save-notice" arrived={arrived !== null} />
      <form
        className="admin-form tour-editor__form"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <fieldset className="tour-section">
          <legend>Details</legend>
          <TourDetailsFields draft={draft} onChange={editTour} at={errors.at} />
        </fieldset>
        <ImagesField
          label="Tour images"
          images={draft.images}
          onChange={(images) => editTour({ images })}
          uploads={saver.uploads}
          disabled={busy}
          {...errors.at("images")}
        />
        <TourMapFields draft={draft} onChange={editTour} {...errors.at("map")} />
        <RouteEditor draft={draft} onChange={editTour} {...errors.at("route")} />
        <TourStoryFields
          draft={draft}
          onChange={editTour}
          at={errors.at}
          uploads={saver.uploads}
          disabled={busy}
        />
        <FieldWarnings warnings={warnings} />
        <StopList
          stops={draft.stops}
          expanded={expanded}
          problemsOf={stopProblemsOf}
          at={errors.at}
          uploads={saver.uploads}
          disabled={busy}
          onToggle={(id) =>
            setExpanded((current) => {
              const next = new Set(current);
              if (!next.delete(id)) next.add(id);
              return next;
            })
          }
          onChange={editStop}
          onChooseRecord={(id, record) =>
            change([stopField(id, "recordId"), stopField(id, "siteName")], (current) =>
              edits.chooseRecord(current, id, record),
            )
          }
          onMove={(from, to) => change([], (current) => edits.moveStop(current, from, to))}
          // The stop's problems, the server's too, go with it.
          onRemove={(id) => change([`stops.${id}`], (current) => edits.removeStop(current, id))}
          onAdd={() => {
            const id = crypto.randomUUID();
            expand([id]);
            change([], (current) => edits.addStop(current, id));
          }}
        />

        <EditConflict editor={editor} item="tour" busy={busy || editor.reloading} />
        {failure && <TourSaveFailure failure={failure} />}
        <ErrorSummary
          ref={summaryRef}
          groups={summaryGroups(errors.entries)}
          onFollow={({ field }) => {
            const [scope, stopId] = field.split(".");
            if (scope === "stops" && stopId) expand([stopId]);
          }}
        />
        <EditorBar
          state={editor}
          cancelTo={LIST_PATH}
          viewOnSite={isNew ? null : tourPath("in-person", baseline.slug)}
        >
          <SaveButton
            blocked={!savable}
            busy={busy && !remove.isPending}
            busyLabel={saver.uploading ? "Uploading…" : "Saving…"}
          />
        </EditorBar>
      </form>
      {!isNew && (
        <DeleteSection
          what="tour"
          onDelete={deleteItem}
          disabled={busy}
          label={`Delete the tour ${baseline.title}`}
        />
      )}
      {exit.prompt}
    </div>
  );
}
