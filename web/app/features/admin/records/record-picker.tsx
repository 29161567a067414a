/**
 * 'Choose a record' (SPEC §2 Record editor, §9 picker 450 wide): search the records by title and
 * choose one, or 'Upload New' to fill in a whole new record, which is chosen once saved. A modal
 * <dialog>: focus stays inside, Escape closes. It is drawn into <body> so that its form never sits
 * inside the form of the editor that opens it.
 */
import type { ArchiveRecord } from "@tours/shared";
import {
  type ReactElement,
  type Ref,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { newRecordDraft } from "./record-draft";
import { RecordForm } from "./record-form";
import { RecordPickList } from "./record-pick-list";
import { ALL_TYPES, countText, filterRecords, indexRecords } from "./record-search";
import { records } from "./records-api";
import "./record-picker.css";
import { LoadFailed } from "../ui/load-failed";
import { useInteractive } from "../../tours/use-interactive";

interface Props {
  open: boolean;
  onClose: () => void;
  onChoose: (record: ArchiveRecord) => void;
}

export function RecordPicker({ open, onClose, onChoose }: Props): ReactElement {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const inBrowser = useInteractive();
  // Its content stays once opened, so closing by mistake loses neither the search nor a new record.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // Straight to the search: the dialog would otherwise start on its Close button.
      element.querySelector<HTMLInputElement>("input[type=search]")?.focus();
    }
    if (!open && element.open) element.close();
  }, [open, inBrowser]);

  const picker = (
    <dialog
      ref={dialog}
      className="admin-dialog record-picker"
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onClose();
      }}
    >
      <div className="record-picker__header">
        <h2 id={titleId}>Choose a record</h2>
        <button type="button" className="admin-button admin-button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {opened && <PickerContent open={open} onChoose={onChoose} onClose={onClose} />}
    </dialog>
  );
  return <>{inBrowser && createPortal(picker, document.body)}</>;
}

function PickerContent({
  open,
  onChoose,
  onClose,
}: {
  open: boolean;
  onChoose(record: ArchiveRecord): void;
  onClose(): void;
}) {
  const [mode, setMode] = useState<"search" | "new">("search");
  const newHeading = useRef<HTMLHeadingElement>(null);
  const uploadNew = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  // 'Upload New' and 'Back to the records' replace the button pressed: focus goes to what replaced
  // it (the new record's heading, or 'Upload New' again) rather than falling to the page.
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    (mode === "new" ? newHeading : uploadNew).current?.focus();
  }, [mode]);
  const switchTo = (next: "search" | "new") => {
    switched.current = true;
    setMode(next);
  };
  const [newDraft, setNewDraft] = useState(() => newRecordDraft(crypto.randomUUID()));
  const chooseNew = useCallback(
    (saved: ArchiveRecord) => {
      setMode("search");
      setNewDraft(newRecordDraft(crypto.randomUUID()));
      onChoose(saved);
    },
    [onChoose],
  );
  if (mode === "new") {
    return (
      <div className="record-picker__new">
        <button
          type="button"
          className="admin-button admin-button--secondary"
          onClick={() => switchTo("search")}
        >
          Back to the records
        </button>
        <h3 ref={newHeading} tabIndex={-1}>
          New record
        </h3>
        <RecordForm key={newDraft.id} initial={newDraft} isNew onSaved={chooseNew} />
      </div>
    );
  }
  return (
    <PickerSearch
      open={open}
      onChoose={onChoose}
      onClose={onClose}
      onNew={() => switchTo("new")}
      newRef={uploadNew}
    />
  );
}

function PickerSearch({
  open,
  onChoose,
  onClose,
  onNew,
  newRef,
}: {
  open: boolean;
  onChoose(record: ArchiveRecord): void;
  onClose(): void;
  onNew(): void;
  newRef: Ref<HTMLButtonElement>;
}) {
  const list = records.useList(indexRecords);
  const searchId = useId();
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const all = list.data;
  const shown = useMemo(
    () => filterRecords(all ?? [], { query: deferred, type: ALL_TYPES }),
    [all, deferred],
  );

  return (
    <div className="record-picker__search">
      <div className="admin-field">
        <label htmlFor={searchId}>Search by title</label>
        <input
          id={searchId}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // A search box would take the first Escape to clear itself; here Escape closes.
            if (event.key === "Escape") {
              event.preventDefault();
              onClose();
            }
          }}
        />
      </div>
      <button ref={newRef} type="button" className="admin-button" onClick={onNew}>
        Upload New
      </button>
      {list.isPending ? (
        <p role="status">Loading records…</p>
      ) : list.isError ? (
        <LoadFailed what="The records" onRetry={() => list.refetch()} />
      ) : (
        <>
          <p className="record-picker__count" aria-live="polite">
            {countText(shown.length, all?.length ?? 0)}
          </p>
          {shown.length === 0 ? (
            <p>No records found...</p>
          ) : (
            // Drawn only while shown: a hidden list would measure its rows as 0 px high.
            open && (
              <RecordPickList items={shown} onChoose={onChoose} label="Records to choose from" />
            )
          )}
        </>
      )}
    </div>
  );
}
