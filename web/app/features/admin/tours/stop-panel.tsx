/**
 * One stop of the tour, edited in place (SPEC §3 Stop): a header with its place in the tour, move,
 * drag and remove controls; its fields only while expanded, so a long tour opens quickly.
 */
import type { StopRecordSummary } from "@tours/shared";
import type { HTMLAttributes } from "react";
import { AudioField } from "./audio-field";
import { ImagesField } from "./images-field";
import { RichTextField } from "../ui/rich-text-field";
import { StopRecordField } from "./stop-record-field";
import type { StopDraft } from "./tour-draft";
import type { FieldAt, FieldProblem } from "../ui/field-errors";
import { MoveButtons } from "../ui/move-buttons";
import { TextField } from "../ui/text-field";
import type { TourUpload } from "./use-tour-save";

export interface StopPanelProps {
  stop: StopDraft;
  index: number;
  count: number;
  expanded: boolean;
  /** Everything wrong with the stop (its header says it needs attention). */
  problems: FieldProblem[];
  /** Each of its fields' id and the problem shown there. */
  at: FieldAt;
  uploads: Record<string, TourUpload>;
  disabled: boolean;
  onToggle(): void;
  onChange(patch: Partial<StopDraft>): void;
  onChooseRecord(record: StopRecordSummary): void;
  onMove(delta: number): void;
  /** Asks before removing (one dialog for the whole list, not one per stop). */
  onRemove(): void;
  /** The drag handle's attributes and listeners (dnd-kit). */
  handle: HTMLAttributes<HTMLButtonElement>;
}

export function StopPanel(props: StopPanelProps) {
  const { stop, index, count, expanded, problems, disabled } = props;
  const name = stop.siteName.trim() || `stop ${index + 1}`;
  const bodyId = `stop-${stop.id}-body`;
  return (
    <section className="stop-panel" aria-labelledby={`stop-${stop.id}-title`}>
      <div className="stop-panel__header">
        <button
          type="button"
          className="stop-panel__toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={props.onToggle}
        >
          <span id={`stop-${stop.id}-title`} className="stop-panel__title">
            {index + 1}. {stop.siteName.trim() || "New stop"}
          </span>
          <span className="stop-panel__record">
            {stop.record ? stop.record.Title : "No record chosen"}
            {problems.length > 0 && (
              <strong className="stop-panel__flag"> · needs attention</strong>
            )}
          </span>
        </button>
        <div className="stop-panel__controls">
          <MoveButtons
            name={name}
            index={index}
            count={count}
            disabled={disabled}
            onMove={props.onMove}
            className="stop-panel__icon"
          />
          <button
            type="button"
            className="stop-panel__icon stop-panel__handle"
            aria-label={`Drag ${name} to reorder`}
            disabled={disabled}
            {...props.handle}
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <button
            type="button"
            className="stop-panel__icon stop-panel__remove"
            aria-label={`Remove ${name}`}
            aria-haspopup="dialog"
            disabled={disabled}
            onClick={props.onRemove}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </div>
      {expanded && (
        <div id={bodyId} className="stop-panel__body">
          <StopFields {...props} />
        </div>
      )}
    </section>
  );
}

function StopFields({ stop, at, uploads, disabled, onChange, onChooseRecord }: StopPanelProps) {
  return (
    <>
      <TextField
        label="Site name"
        required
        value={stop.siteName}
        onChange={(siteName) => onChange({ siteName })}
        {...at("siteName")}
      />
      <TextField
        label="Slug"
        required
        value={stop.slug}
        onChange={(slug) => onChange({ slug })}
        help="The stop's address within the tour; suggested from the site name."
        {...at("slug")}
      />
      <StopRecordField
        record={stop.record}
        onChoose={onChooseRecord}
        {...at("recordId")}
        disabled={disabled}
      />
      <AudioField
        label="Audio"
        value={stop.audio}
        onChange={(audio) => onChange({ audio })}
        upload={uploads[stop.audio.key]}
        disabled={disabled}
        fileAt={at("audio.path")}
        transcriptAt={at("audio")}
      />
      <ImagesField
        label="Images"
        images={stop.images}
        onChange={(images) => onChange({ images })}
        uploads={uploads}
        disabled={disabled}
        {...at("images")}
      />
      <RichTextField
        label="Narrative"
        required
        value={stop.narrativeText}
        onChange={(narrativeText) => onChange({ narrativeText })}
        {...at("narrativeText")}
      />
    </>
  );
}
