/** A stop's record (SPEC §3 Stop recordId): its Title, and 'Choose record' opening the picker. */
import { errorIdOf, fieldAria } from "../ui/field-errors";
import type { ArchiveRecord, StopRecordSummary } from "@tours/shared";
import { lazy, Suspense, useId, useState } from "react";
import { LoadErrorBoundary } from "../../../lib/load-error-boundary";

// The picker (with the whole record form for 'Upload New') loads when it is first opened.
const loadPicker = async () => ({
  default: (await import("../records/record-picker")).RecordPicker,
});

const PICKER_NOT_LOADED =
  "The record picker could not be loaded. Check your connection, then press Choose record again.";

interface Props {
  record: StopRecordSummary | null;
  onChoose(record: StopRecordSummary): void;
  error?: string;
  /** The 'Choose record' button's id, which an error summary links to. */
  id?: string;
  disabled?: boolean;
}

export function StopRecordField({ record, onChoose, error, disabled, ...rest }: Props) {
  const ownId = useId();
  const id = rest.id ?? ownId;
  const [picking, setPicking] = useState(false);
  const [opened, setOpened] = useState(false);
  // Its code failed to arrive: the next press tries again.
  const [RecordPicker, setRecordPicker] = useState(() => lazy(loadPicker));
  const [notLoaded, setNotLoaded] = useState(false);
  return (
    <div className="admin-field">
      <span id={`${id}-label`} className="admin-required">
        Record<span className="visually-hidden"> (required)</span>
      </span>
      <p id={`${id}-value`} className="stop-record">
        {record ? (
          <>
            <span className="stop-record__title">{record.Title}</span>{" "}
            <span className="stop-record__type">({record.Type})</span>
          </>
        ) : (
          "No record chosen yet."
        )}
      </p>
      <div>
        <button
          type="button"
          className="admin-button admin-button--secondary"
          id={id}
          // A button takes no aria-invalid: the error is in its description.
          aria-describedby={
            fieldAria(id, error, [`${id}-label`, `${id}-value`])["aria-describedby"]
          }
          disabled={disabled}
          onClick={() => {
            setNotLoaded(false);
            setOpened(true);
            setPicking(true);
          }}
        >
          Choose record
        </button>
      </div>
      {error && (
        <p id={errorIdOf(id)} className="admin-field__error">
          {error}
        </p>
      )}
      {notLoaded && (
        <p role="alert" className="admin-field__error">
          {PICKER_NOT_LOADED}
        </p>
      )}
      {opened && (
        <LoadErrorBoundary
          onError={() => {
            setRecordPicker(() => lazy(loadPicker));
            setOpened(false);
            setPicking(false);
            setNotLoaded(true);
          }}
        >
          <Suspense fallback={<p role="status">Loading the records…</p>}>
            <RecordPicker
              open={picking}
              onClose={() => setPicking(false)}
              onChoose={(chosen: ArchiveRecord) => {
                setPicking(false);
                onChoose({
                  id: chosen.id,
                  slug: chosen.slug,
                  Title: chosen.Title,
                  Type: chosen.Type,
                  Coordinates: chosen.Coordinates ?? null,
                });
              }}
            />
          </Suspense>
        </LoadErrorBoundary>
      )}
    </div>
  );
}
