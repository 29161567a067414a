/**
 * The record editor pages (SPEC §2, §4 Admin editors): /admin/records/new with a fresh id and
 * empty fields, /admin/records/edit/{id} with the record from the admin list; Delete behind a
 * confirmation; leaving with unsaved changes asks first.
 */
import { editorMeta, editTitle, useAdminTitle } from "../ui/admin-title";
import type { ArchiveRecord } from "@tours/shared";
import { useCallback, useState } from "react";
import { Link, useLocation } from "react-router";
import { messageOf } from "../shell/admin-query-client";
import { DeleteSection } from "../ui/editor-bar";
import { useEditorExit } from "../ui/use-editor-exit";
import { arrivedNotice, SaveNotice } from "../ui/save-notice";
import { draftOf, newRecordDraft, type RecordDraft } from "./record-draft";
import { RecordForm } from "./record-form";
import { records } from "./records-api";
import { EditorPage, OpenedItem } from "../ui/editor-page";
import type { Route } from "./+types/record-editor";

const LIST_PATH = "/admin/records";

export const meta: Route.MetaFunction = editorMeta("record");

export default function RecordEditor() {
  return <EditorPage New={NewRecordEditor} Edit={EditRecordEditor} />;
}

function NewRecordEditor() {
  const [initial] = useState(() => newRecordDraft(crypto.randomUUID()));
  return <RecordPage initial={initial} isNew />;
}

function EditRecordEditor({ id }: { id: string }) {
  const list = records.useList();
  return (
    <OpenedItem
      list={list}
      id={id}
      what="record"
      heading="Edit Record"
      listPath={LIST_PATH}
      listName="Records"
    >
      {(record) => <RecordPage key={record.id} initial={draftOf(record)} isNew={false} />}
    </OpenedItem>
  );
}

function RecordPage({ initial, isNew }: { initial: RecordDraft; isNew: boolean }) {
  const location = useLocation();
  const remove = records.useDelete();
  const [dirty, setDirty] = useState(false);
  const [title, setTitle] = useState(initial.Title);
  const [arrived] = useState(() => arrivedNotice(location.state));
  const [notice, setNotice] = useState(arrived);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const exit = useEditorExit(dirty);
  const { leave } = exit;
  useAdminTitle(isNew ? "New record" : editTitle("record", title));

  const onSaved = useCallback(
    (saved: ArchiveRecord) => {
      if (isNew) return leave(`${LIST_PATH}/edit/${encodeURIComponent(saved.id)}`, "Record saved.");
      setTitle(saved.Title);
      setNotice("Record saved.");
    },
    [isNew, leave],
  );
  const onDirtyChange = useCallback((value: boolean) => {
    setDirty(value);
    if (value) setNotice(null);
  }, []);

  const deleteRecord = async () => {
    setDeleteError(null);
    try {
      await remove.mutateAsync(initial.id);
      leave(LIST_PATH, "Record deleted.");
    } catch (error) {
      setDeleteError(messageOf(error));
    }
  };

  return (
    <div className="record-editor">
      <p className="admin-editor-back">
        <Link to={LIST_PATH}>Back to Records</Link>
      </p>
      <h1>{isNew ? "New Record" : `Edit Record ${title}`.trim()}</h1>
      <SaveNotice message={notice} className="admin-save-notice" arrived={arrived !== null} />
      <RecordForm
        initial={initial}
        isNew={isNew}
        onSaved={onSaved}
        onDirtyChange={onDirtyChange}
        cancelTo={LIST_PATH}
      />
      {!isNew && (
        <DeleteSection what="record" onDelete={deleteRecord} disabled={remove.isPending}>
          {deleteError && (
            <p className="admin-field__error record-editor__delete-error" role="alert">
              {deleteError}
            </p>
          )}
        </DeleteSection>
      )}
      {exit.prompt}
    </div>
  );
}
