/**
 * The record form (SPEC §2 Record editor, §3 Record, §5 Record (admin)): every field, the option
 * lists, the Relation Link warning, the media and the save. Used on the editor page and inside
 * the 'Choose a record' picker, so it never navigates by itself: `onSaved` decides what follows.
 */
import type { ArchiveRecord } from "@tours/shared";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { EditConflict } from "../ui/edit-conflict";
import { TextField } from "../ui/text-field";
import { CoordinatesField } from "./coordinates-field";
import { ListField } from "./list-field";
import {
  canSave,
  type ListField as ListName,
  missingFields,
  type RecordDraft,
  slugFrom,
  slugProblem,
  type TextField as TextFieldName,
} from "./record-draft";
import { RecordMedia } from "./record-media";
import { recordOptions } from "./record-options";
import { RecordTours } from "./record-tours";
import { RELATION_LINK_HELP, relationLinkWarning } from "./relation-link";
import { useAdminRecords } from "./records-api";
import { useRecordForm } from "./use-record-form";
import "./record-form.css";

const NO_OPTIONS: readonly string[] = [];

interface Props {
  initial: RecordDraft;
  isNew: boolean;
  onSaved(record: ArchiveRecord): void;
  /** Tells the page whether there is anything unsaved (for its leave prompt). */
  onDirtyChange?(dirty: boolean): void;
  /** Further actions beside Save (the page's Delete). */
  actions?: ReactNode;
}

export function RecordForm({ initial, isNew, onSaved, onDirtyChange, actions }: Props) {
  const form = useRecordForm(initial, isNew, onSaved);
  const { draft, setDraft, issueFor } = form;
  const options = useAdminRecords(recordOptions).data;
  const typesId = useId();
  // A new record's slug follows its title until someone types a slug of their own.
  const [slugEdited, setSlugEdited] = useState(!isNew);

  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);

  const set = (field: TextFieldName) => (value: string) => {
    form.clearIssue(field);
    setDraft((current) => ({
      ...current,
      [field]: value,
      ...(field === "Title" && !slugEdited ? { slug: slugFrom(value) } : {}),
    }));
  };
  const list = (field: ListName, label: string) => (
    <ListField
      label={label}
      values={draft[field]}
      options={options?.[field] ?? NO_OPTIONS}
      onChange={(values) => setDraft((current) => ({ ...current, [field]: values }))}
      error={issueFor(field)}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The picker's form sits inside another editor's React tree: its submit stays here.
    event.stopPropagation();
    if (canSave(draft) && !form.saving) void form.submit(draft);
  };
  const missing = missingFields(draft);
  const slugIssue = issueFor("slug");

  return (
    <form className="admin-form record-form" onSubmit={onSubmit} noValidate>
      <TextField
        label="Title"
        required
        value={draft.Title}
        onChange={set("Title")}
        error={issueFor("Title")}
      />
      <TextField
        label="Type"
        required
        value={draft.Type}
        onChange={set("Type")}
        list={typesId}
        help="e.g. Building, Church, Marker, Photograph. Pick one in use or type a new one."
        error={issueFor("Type")}
      />
      <datalist id={typesId}>
        {options?.Type.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <div className="record-form__slug">
        <TextField
          label="Slug"
          required
          value={draft.slug}
          onChange={(value) => {
            setSlugEdited(true);
            set("slug")(value);
          }}
          help={`The record's address: /records/${draft.slug || "…"}`}
          error={
            slugProblem(draft.slug) ?? (slugIssue && slugIssue !== SLUG_IN_USE ? slugIssue : null)
          }
        />
        {slugIssue === SLUG_IN_USE && (
          <p className="admin-field__error record-form__slug-alert" role="alert">
            {SLUG_IN_USE}
          </p>
        )}
      </div>
      <TextField
        label="Creator"
        value={draft.Creator}
        onChange={set("Creator")}
        error={issueFor("Creator")}
      />
      <TextField
        label="Author"
        value={draft.Author}
        onChange={set("Author")}
        error={issueFor("Author")}
      />
      <TextField
        label="Address"
        value={draft.Address}
        onChange={set("Address")}
        error={issueFor("Address")}
      />
      <CoordinatesField
        lat={draft.lat}
        lng={draft.lng}
        onChange={(lat, lng) => setDraft((current) => ({ ...current, lat, lng }))}
        error={issueFor("Coordinates")}
      />
      <TextField
        label="Description"
        multiline
        value={draft.Description}
        onChange={set("Description")}
        help="Also the caption of the record's first image."
        error={issueFor("Description")}
      />
      {list("Source", "Source")}
      <TextField
        label="Date"
        value={draft.Date}
        onChange={set("Date")}
        help="As precise as known, e.g. 1862, ca. 1900 or May 4, 1968."
        error={issueFor("Date")}
      />
      {list("Contributor", "Contributor")}
      <TextField
        label="Relation Link"
        value={draft.RelationLink}
        onChange={set("RelationLink")}
        inputMode="url"
        help={RELATION_LINK_HELP}
        warning={relationLinkWarning(draft.RelationLink)}
        error={issueFor("RelationLink")}
      />
      <TextField
        label="Relation Text"
        value={draft.RelationText}
        onChange={set("RelationText")}
        help="The words shown as the link."
        error={issueFor("RelationText")}
      />
      <TextField
        label="Coverage"
        value={draft.Coverage}
        onChange={set("Coverage")}
        error={issueFor("Coverage")}
      />
      <TextField
        label="Rights"
        value={draft.Rights}
        onChange={set("Rights")}
        error={issueFor("Rights")}
      />
      {list("Subject", "Subject")}
      {list("Keyword", "Keyword")}
      <TextField
        label="Notes"
        multiline
        value={draft.Notes}
        onChange={set("Notes")}
        help="For staff only; never shown on the site."
        error={issueFor("Notes")}
      />
      <RecordMedia
        images={draft.images}
        audios={draft.audios}
        videos={draft.videos}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        pending={form.pending}
        onPendingChange={form.setPending}
        busy={form.saving}
      />
      {!isNew && <RecordTours ids={draft.Tours} />}

      {form.conflict && (
        <EditConflict
          kind={form.conflict}
          item="record"
          busy={form.saving}
          onSaveMine={() => void form.saveMineAnyway()}
          onLoadTheirs={() => void form.loadTheirs()}
        />
      )}
      {form.failure && (
        <p className="admin-field__error" role="alert">
          {form.failure}
        </p>
      )}
      {missing.length > 0 && (
        <p className="admin-field__help">Fill in {missing.join(", ")} to save.</p>
      )}
      <div className="record-form__actions">
        <button
          type="submit"
          className="admin-button"
          disabled={!canSave(draft) || form.saving || form.conflict !== null}
        >
          {form.saving ? "Saving…" : "Save"}
        </button>
        {actions}
      </div>
    </form>
  );
}

const SLUG_IN_USE = "Slug already in use";
