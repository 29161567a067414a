/**
 * The record editor's state and saving (SPEC §4 Record save, §5 Record): media uploaded first,
 * then the record; a taken slug (409 `taken`), a stale version (409 `stale_version`) or field
 * errors (400) keep everything typed and every file chosen, so Save can simply be pressed again.
 */
import { useQueryClient } from "@tanstack/react-query";
import type { ArchiveRecord } from "@tours/shared";
import { ApiError, type ErrorIssue } from "@tours/shared/browser";
import { useEffect, useState } from "react";
import { uploadErrorMessage, uploadMedia } from "../api/upload";
import { messageOf } from "../shell/admin-query-client";
import type { EditConflictKind } from "../ui/edit-conflict";
import { draftOf, type RecordDraft, sameDraft, toInput } from "./record-draft";
import { type PendingFile, uploadPending, withMedia } from "./record-save";
import { refetchRecord, useSaveRecord } from "./records-api";

export function useRecordForm(
  initial: RecordDraft,
  isNew: boolean,
  onSaved: (record: ArchiveRecord) => void,
) {
  const client = useQueryClient();
  const save = useSaveRecord(isNew);
  const [draft, setDraft] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [saving, setSaving] = useState(false);
  const [issues, setIssues] = useState<ErrorIssue[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<EditConflictKind | null>(null);
  const [justSaved, setJustSaved] = useState<ArchiveRecord | null>(null);

  // Told after the saved state is on screen, so a navigation that follows sees nothing unsaved.
  useEffect(() => {
    if (justSaved) {
      setJustSaved(null);
      onSaved(justSaved);
    }
  }, [justSaved, onSaved]);

  const updatePending = (key: string, change: Partial<PendingFile>) =>
    setPending((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const submit = async (toSave: RecordDraft) => {
    setFailure(null);
    setIssues([]);
    setSaving(true);
    try {
      let uploads;
      try {
        uploads = await uploadPending(
          pending,
          (file, progress) => uploadMedia(file, "media", progress),
          updatePending,
        );
      } catch (error) {
        setFailure(uploadErrorMessage(error));
        return;
      }
      const saved = await save.mutateAsync(withMedia(toInput(toSave), uploads));
      const savedDraft = draftOf(saved);
      setConflict(null);
      setPending([]);
      setBaseline(savedDraft);
      // Anything typed while the save was on its way stays; it is simply not saved yet. The media
      // lists are the saved ones: they now hold the files just uploaded.
      const { images, audios, videos, version } = savedDraft;
      setDraft((current) =>
        sameDraft(current, toSave) ? savedDraft : { ...current, images, audios, videos, version },
      );
      setJustSaved(saved);
    } catch (error) {
      const failed = error instanceof ApiError ? error : undefined;
      const slugTaken =
        failed?.code === "taken" && failed.issues.some((issue) => issue.path === "slug");
      if (failed?.code === "stale_version") setConflict("stale");
      else if (failed?.code === "not_found" && !isNew) setConflict("gone");
      else {
        if (failed) setIssues(failed.issues);
        if (!slugTaken) setFailure(messageOf(error));
      }
    } finally {
      setSaving(false);
    }
  };

  /** After a conflict: save what is on screen over the version saved meanwhile. */
  const saveMineAnyway = async () => {
    const latest = await refetchRecord(client, draft.id);
    if (!latest) return setConflict("gone");
    const mine = { ...draft, version: latest.version };
    setDraft(mine);
    await submit(mine);
  };

  /** After a conflict: drop what was typed and show the version saved meanwhile. */
  const loadTheirs = async () => {
    const latest = await refetchRecord(client, draft.id);
    if (!latest) return setConflict("gone");
    const theirs = draftOf(latest);
    setDraft(theirs);
    setBaseline(theirs);
    setConflict(null);
  };

  const isFor = (field: string) => (issue: ErrorIssue) =>
    issue.path === field || issue.path.startsWith(`${field}.`);
  /** A field's server message goes once the field is changed. */
  const clearIssue = (field: string) =>
    setIssues((current) => current.filter((issue) => !isFor(field)(issue)));

  return {
    draft,
    setDraft,
    pending,
    setPending,
    dirty: !sameDraft(draft, baseline) || pending.length > 0,
    saving,
    failure,
    conflict,
    /** The server's field issues from the last save, until their fields are changed. */
    issues,
    clearIssue,
    submit,
    saveMineAnyway,
    loadTheirs,
  };
}
