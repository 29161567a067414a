/**
 * The record form (SPEC §2 Record editor, §3 Record, §5 Record (admin)): every field, the option
 * lists, the Relation Link warning, the media and the save. Used on the editor page and inside
 * the 'Choose a record' picker, so it never navigates by itself: `onSaved` decides what follows.
 */
import type { ArchiveRecord } from "@tours/shared";
import { recordPath, suggestSlug } from "@tours/shared/browser";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { EditorBar } from "../ui/editor-bar";
import { SaveButton } from "../ui/save-button";
import { SaveProblems } from "../ui/save-problems";
import { TextField } from "../ui/text-field";
import { CoordinatesField } from "./coordinates-field";
import { ListField } from "./list-field";
import {
  type ListField as ListName,
  type RecordDraft,
  type TextField as TextFieldName,
} from "./record-draft";
import { RecordMedia } from "./record-media";
import { recordOptions } from "./record-options";
import { RecordTours } from "./record-tours";
import { RELATION_LINK_HELP, relationLinkWarning } from "./relation-link";
import { records } from "./records-api";
import { useRecordForm } from "./use-record-form";
import "./record-form.css";

const NO_OPTIONS: readonly string[] = [];

interface Props {
  initial: RecordDraft;
  isNew: boolean;
  onSaved(record: ArchiveRecord): void;
  /** Tells the page whether there is anything unsaved (for its leave prompt). */
  onDirtyChange?(dirty: boolean): void;
  /** Where Cancel leads: the editor page's list; none in the picker, which has its own. */
  cancelTo?: string;
}

export function RecordForm({ initial, isNew, onSaved, onDirtyChange, cancelTo }: Props) {
  const form = useRecordForm(initial, isNew, onSaved);
  const { draft, edit, errors } = form;
  const summary = useRef<HTMLDivElement>(null);
  const options = records.useList(recordOptions).data;
  const typesId = useId();
  // A new record's slug follows its title until someone types a slug of their own.
  const [slugEdited, setSlugEdited] = useState(!isNew);

  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);

  const set = (field: TextFieldName) => (value: string) => {
    edit([field], (current) => ({
      ...current,
      [field]: value,
      ...(field === "Title" && !slugEdited ? { slug: suggestSlug(value) } : {}),
    }));
  };
  /** A text field's value, change handler and problem. */
  const field = (name: TextFieldName) => ({
    value: draft[name],
    onChange: set(name),
    ...errors.at(name),
  });
  const list = (field: ListName, label: string) => (
    <ListField
      label={label}
      values={draft[field]}
      options={options?.[field] ?? NO_OPTIONS}
      onChange={(values) => {
        edit([field], (current) => ({ ...current, [field]: values }));
      }}
      {...errors.at(field)}
    />
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The picker's form sits inside another editor's React tree: its submit stays here.
    event.stopPropagation();
    if (form.saving || form.conflict) return;
    const problems = await form.trySave();
    // Save pressed with something wrong: every problem shows at its field, focus goes to the list.
    if (problems.length > 0) summary.current?.focus();
  };
  const slug = errors.at("slug");

  return (
    <form className="admin-form record-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField label="Title" required {...field("Title")} />
      <TextField
        label="Type"
        required
        {...field("Type")}
        list={typesId}
        help="e.g. Building, Church, Marker, Photograph. Pick one in use or type a new one."
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
          {...slug}
          // SPEC §5: a slug taken by another record is an alert.
          alert={slug.error === SLUG_IN_USE}
        />
      </div>
      <TextField label="Creator" {...field("Creator")} />
      <TextField label="Author" {...field("Author")} />
      <TextField label="Address" {...field("Address")} />
      <CoordinatesField
        lat={draft.lat}
        lng={draft.lng}
        onChange={(lat, lng) => {
          edit(["Coordinates"], (current) => ({ ...current, lat, lng }));
        }}
        {...errors.at("Coordinates")}
      />
      <TextField
        label="Description"
        multiline
        {...field("Description")}
        help="Also the caption of the record's first image."
      />
      {list("Source", "Source")}
      <TextField
        label="Date"
        {...field("Date")}
        help="As precise as known, e.g. 1862, ca. 1900 or May 4, 1968."
      />
      {list("Contributor", "Contributor")}
      <TextField
        label="Relation Link"
        {...field("RelationLink")}
        inputMode="url"
        help={RELATION_LINK_HELP}
        warning={relationLinkWarning(draft.RelationLink)}
      />
      <TextField
        label="Relation Text"
        {...field("RelationText")}
        help="The words shown as the link."
      />
      <TextField label="Coverage" {...field("Coverage")} />
      <TextField label="Rights" {...field("Rights")} />
      {list("Subject", "Subject")}
      {list("Keyword", "Keyword")}
      <TextField
        label="Notes"
        multiline
        {...field("Notes")}
        help="For staff only; never shown on the site."
      />
      <RecordMedia
        images={draft.images}
        audios={draft.audios}
        videos={draft.videos}
        onChange={(change) =>
          edit(["media", ...Object.keys(change)], (current) => ({ ...current, ...change }))
        }
        fileAt={errors.at("media")}
        pending={form.pending}
        onPendingChange={form.setPending}
        onRemovePending={form.removePending}
        busy={form.saving}
      />
      {!isNew && <RecordTours ids={draft.Tours} />}

      <SaveProblems editor={form} item="record" summaryRef={summary} />
      <EditorBar
        state={form}
        cancelTo={cancelTo}
        viewOnSite={isNew ? null : recordPath(form.baseline.slug)}
      >
        <SaveButton blocked={!errors.valid || form.conflict !== null} busy={form.saving} />
      </EditorBar>
    </form>
  );
}

const SLUG_IN_USE = "Slug already in use";
