/**
 * The record editor's state and saving (SPEC §4 Record save, §5 Record): media uploaded first,
 * then the record (a slug already taken is found before anything is uploaded); a failed upload, a
 * taken slug (409 `taken`), a stale version (409
 * `stale_version`) or field errors (400) keep everything typed and every file chosen, so Save can
 * simply be pressed again. A file uploaded for a save that is then given up (removed from the
 * list, or the editor left unsaved, its tab closed included) is deleted from the server again.
 */
import { useQueryClient } from "@tanstack/react-query";
import type { ArchiveRecord } from "@tours/shared";
import { useState } from "react";
import { forgetUploads, useForgetOnLeave } from "../api/forget-uploads";
import { refuseTakenSlug } from "../api/slug-check";
import { uploadMedia } from "../api/upload";
import { useVersionedEditor } from "../ui/use-versioned-editor";
import { draftOf, type RecordDraft, sameDraft, toInput } from "./record-draft";
import { uploadPending } from "../api/upload-pending";
import { type PendingFile, withMedia } from "./record-save";
import { recordRules } from "./record-rules";
import { records } from "./records-api";

export function useRecordForm(
  initial: RecordDraft,
  isNew: boolean,
  onSaved: (record: ArchiveRecord) => void,
) {
  const client = useQueryClient();
  const save = records.useSave(isNew);
  const [pending, setPending] = useState<PendingFile[]>([]);
  useForgetOnLeave(() => uploadedPaths(pending));

  const updatePending = (key: string, change: Partial<PendingFile>) =>
    setPending((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const editor = useVersionedEditor({
    initial,
    isNew,
    rules: recordRules,
    async save(toSave: RecordDraft) {
      const input = toInput(toSave);
      // Nothing is uploaded for a save its slug would have refused.
      if (pending.some((item) => !item.uploaded)) {
        await refuseTakenSlug("/records", input);
      }
      const uploads = await uploadPending(
        pending,
        (file, progress) => uploadMedia(file, "media", progress),
        updatePending,
      );
      const saved = await save.mutateAsync(withMedia(input, uploads));
      setPending([]);
      return saved;
    },
    refetch: async ({ id }) => {
      const record = await records.refetch(client, id);
      return record && draftOf(record);
    },
    draftOf,
    sameDraft,
    // The media lists are the saved ones: they now hold the files just uploaded.
    keepEdits: (current, saved) => ({
      ...current,
      images: saved.images,
      audios: saved.audios,
      videos: saved.videos,
      version: saved.version,
    }),
    onSaved,
  });

  return {
    ...editor,
    pending,
    setPending,
    /** Takes a file off the list (and off the server, if it was uploaded for this save). */
    removePending(key: string) {
      forgetUploads(uploadedPaths(pending.filter((item) => item.key === key)));
      setPending((current) => current.filter((item) => item.key !== key));
    },
    dirty: editor.dirty || pending.length > 0,
  };
}

/** The files of the list already on the server. */
const uploadedPaths = (files: readonly PendingFile[]) =>
  files.flatMap(({ uploaded }) => (uploaded ? [uploaded.path] : []));
